/**
 * Adversarial answer pairs for the claim engine, written fresh from the question bank (not from the
 * coach's cues). Each pair has a correct answer and a wrong one to the same asked question:
 * - `logic`: the wrong answer uses the same vocabulary with reversed logic (a direction, a sign, a
 *   value, a confused concept);
 * - `parameters`: the question is asked with other inputs than the bank's (`asked`); the correct
 *   answer walks them through, the wrong one keeps the bank's numbers or gets the direction wrong;
 * - `off-question`: the wrong answer is a good answer to another bank question (`otherId`).
 * REVERSALS reverse one key fact in a best-practice answer (every occurrence of `from` becomes `to`).
 */

/** One pair: the correct answer must score strictly higher than the wrong one. */
export interface AdversarialPair {
  kind: 'logic' | 'parameters' | 'off-question';
  id: string;
  /** The question as asked, when it differs from the bank's text. */
  asked?: string;
  correct: string;
  /** The wrong answer; for `off-question`, taken from `otherId`'s best-practice answer when absent. */
  wrong?: string;
  otherId?: string;
}

const logic = (id: string, correct: string, wrong: string): AdversarialPair => ({ kind: 'logic', id, correct, wrong });
const parameters = (id: string, asked: string, correct: string, wrong: string): AdversarialPair => ({ kind: 'parameters', id, asked, correct, wrong });

/** Correct answers reused by the off-question pairs. */
const CORRECT = {
  acc002:
    'Depreciation is an operating expense, so operating income drops by $10. With a 25% tax rate, taxes go down by $2.50 and net income ends up $7.50 lower. On the cash flow statement net income is down $7.50, but depreciation is a non-cash charge, so it is added back, and cash from operations ends up $2.50 higher. On the balance sheet, cash is up $2.50, PP&E is down $10 and retained earnings are down $7.50, so both sides fall by $7.50 and it balances. The cash gain is the tax shield, because depreciation is tax deductible.',
  acc004:
    'Nothing happens on the income statement yet, because buying inventory is not an expense; it only becomes cost of goods sold when the goods are sold, so net income is unchanged. On the cash flow statement the increase in inventory is a use of cash in working capital, so cash from operations falls by $10. On the balance sheet cash goes down $10 and inventory goes up $10, so total assets are unchanged. If the company bought the goods on credit, accounts payable would go up by $10 instead and cash would not move.',
  dcf001:
    'First I forecast unlevered free cash flow for five to ten years. Then I work out the discount rate, which is normally the WACC. Next I estimate a terminal value with either the perpetuity growth method or an exit multiple. I discount the projected cash flows and the terminal value back to present value and add them up to get enterprise value. Finally I bridge to equity value by subtracting net debt, and divide by diluted shares to get a value per share.',
  dcf005:
    'I would use the CAPM: the cost of equity equals the risk-free rate plus beta times the equity risk premium. The risk-free rate is the yield on a long-term government bond, like the ten-year Treasury. Beta measures how sensitive the stock is to the market, its systematic risk. The equity risk premium is the extra return investors expect from stocks over the risk-free rate. Since shareholders are paid last, the cost of equity is higher than the cost of debt.',
  mkt027:
    'A bond pays a fixed coupon, so when market yields rise, its price has to fall until its yield matches new bonds: price and yield move inversely. Duration measures that price sensitivity: the percentage price change is roughly minus duration times the change in yield. With a duration of 7, a one point rise in yields makes the bond lose about 7 percent. Longer maturities and lower coupons mean higher duration, and floating-rate debt has almost none.',
  bt006:
    'The intuitive answer of 10 cents is wrong: the bat would then cost $1.10 and together they would cost $1.20. Call the ball x, so the bat is x plus $1.00. Then 2x plus 1.00 equals 1.10, so 2x is 0.10 and the ball costs 5 cents. The bat costs $1.05, which is a dollar more, and together they make $1.10.',
  acc008:
    'Working capital is current assets minus current liabilities. For modeling we use operating working capital, which excludes cash and debt. When working capital increases, it uses cash, and when it decreases it frees up cash. Growing companies tie up more cash in receivables and inventory as sales rise. Negative working capital can be good, for example when a retailer collects cash from customers before it pays suppliers.',
  ma003:
    'It comes down to whether the target’s earnings exceed the after-tax cost of the money used to buy it. The higher the price or premium paid, the more dilutive the deal. Each source has a cost: after-tax interest for cash and debt, and for stock the buyer’s earnings yield. Synergies raise pro forma earnings and make the deal more accretive, while new amortization and fees reduce pro forma earnings.',
};

/** Same vocabulary, wrong logic. */
const LOGIC: AdversarialPair[] = [
  logic('acc-001',
    'The income statement shows revenue, expenses and net income over a period of time, like a quarter or a year. The balance sheet is a snapshot at a point in time, and assets equal liabilities plus equity. The cash flow statement starts with net income, adjusts for non-cash items and working capital, and then shows operating, investing and financing cash flows. Net income flows into retained earnings, and ending cash goes to cash on the balance sheet.',
    'The income statement is a snapshot at a point in time of revenue and net income. The balance sheet shows results over a period of time, and assets equal liabilities minus equity. The cash flow statement starts with revenue and then covers operating, investing and financing. Net income flows into retained earnings, and ending cash goes to the balance sheet.'),
  logic('acc-002', CORRECT.acc002,
    'Depreciation is an operating expense, so operating income drops by $10, and net income drops by $10 as well. Depreciation is a cash expense, so on the cash flow statement it is subtracted and cash goes down by $10. On the balance sheet cash is down $10 and retained earnings are down $10, so it balances.'),
  logic('acc-004', CORRECT.acc004,
    'Buying inventory is an expense, so net income falls. On the cash flow statement the increase in inventory is a source of cash, and cash goes up. On the balance sheet inventory goes up by $10 and total assets rise by $10.'),
  logic('acc-005',
    'The wage expense is recorded before it is paid, so pre-tax income falls by $10 and, at a 25% tax rate, net income falls by $7.50. The increase in accrued expenses is added back as a source of cash, so cash ends up $2.50 higher. On the balance sheet, accrued expenses, a liability, go up by $10 and retained earnings go down by $7.50. When the company later pays, cash and the accrued liability both fall by $10.',
    'Nothing happens to net income until the wages are paid. The company has an expense, so cash falls by $10 right away. On the balance sheet accrued expenses are an asset and they go down by $10.'),
  logic('acc-006',
    'When the rent is prepaid there is no income statement effect: cash falls by $10 and the prepaid expenses asset rises by $10, a use of cash in working capital. When the rent period passes, the expense reduces pre-tax income by $10 and net income by $7.50 at a 25% tax rate. The decrease in prepaid expenses is added back, so cash goes up by $2.50, prepaid falls by $10 and retained earnings fall by $7.50.',
    'Prepaying the rent is an expense right away, so net income falls by $7.50 when the cash is paid. Prepaid expenses are a liability. When the rent period passes, cash goes down again by $10 because the rent is expensed.'),
  logic('acc-007',
    'When the $100 comes in, it is not revenue yet: it creates deferred revenue, a liability, and the increase in deferred revenue is a source of cash, so cash goes up $100. As the service is delivered, revenue of $100 is recognized and net income rises by $75 at a 25% tax rate. The decrease in deferred revenue is subtracted, so cash falls by $25, the tax paid.',
    'When the $100 comes in it is revenue right away, so net income rises by $75. Deferred revenue is an asset. When the service is delivered, cash goes up again by $100 because revenue is recognized.'),
  logic('acc-008', CORRECT.acc008,
    'Working capital is current assets plus current liabilities, including cash and debt. When working capital increases, cash increases as well, so an increase in working capital is a source of cash. Negative working capital is always a sign of trouble.'),
  logic('acc-009',
    'Revenue is recognized when it is earned, so revenue rises by $10 and net income rises by $7.50 at a 25% tax rate even without cash. The increase in accounts receivable is subtracted on the cash flow statement, so cash falls by $2.50, the tax paid. Receivables rise by $10 and retained earnings rise by $7.50. When the customer pays, cash goes up by $10 and receivables go down by $10.',
    'There is no revenue until the customer pays, so net income does not change. The increase in receivables is added back on the cash flow statement, so cash rises by $10. When the customer pays, cash goes down and receivables go up.'),
  logic('acc-010',
    'Goodwill is created in an acquisition: it is the purchase price minus the fair value of the identifiable net assets acquired. It stands for things that cannot be separately identified, like the assembled workforce and expected synergies. Under US GAAP public companies do not amortize goodwill; they test it for impairment every year, and an impairment is a non-cash charge that cannot be reversed.',
    'Goodwill is the purchase price plus the book value of the target. Goodwill is amortized every year like other intangibles, and an impairment can be reversed if the business recovers.'),
  logic('acc-017',
    'Simple free cash flow is cash from operations minus capex. Unlevered free cash flow is EBIT times one minus the tax rate, plus D&A, minus capex, minus the increase in net working capital, before interest. It belongs to all capital providers and is discounted at WACC to get enterprise value. Levered free cash flow is after interest and debt repayments, belongs to equity holders and is discounted at the cost of equity.',
    'Free cash flow is cash from operations plus capex. Unlevered free cash flow is after interest expense and is discounted at the cost of equity. Levered free cash flow belongs to all capital providers and is discounted at WACC.'),
  logic('acc-021',
    'At purchase nothing hits the income statement: capex of $100 in investing offsets $100 of debt proceeds in financing, so cash is unchanged, and PP&E and debt both go up by $100. After a year, $10 of depreciation and $10 of interest cut pre-tax income by $20 and net income by $15. Depreciation is added back, so cash falls by $5. PP&E is down $10, debt is unchanged and retained earnings are down $15.',
    'At purchase cash falls by $100 because the equipment is bought. After a year, net income falls by the full $20, and interest is added back like depreciation, so cash goes up by $5.'),
  logic('acc-023',
    'Interest is tax deductible, so pre-tax income falls by $10 and net income falls by $7.50 at a 25% tax rate. Cash interest is a real outflow, so there is no add-back and cash goes down by $7.50. On the balance sheet cash and retained earnings each fall by $7.50. If the interest were PIK, it would be non-cash and added back, so cash would rise by $2.50 and debt by $10.',
    'Interest is not tax deductible, so net income falls by the full $10. Interest is added back on the cash flow statement like depreciation, so cash goes up by $2.50. Retained earnings go up.'),
  logic('acc-026',
    'The company books a $20 gain on the sale, so net income rises by $15 at a 25% tax rate. On the cash flow statement the gain is subtracted in operating activities so it is not double counted, and the full $100 of proceeds goes in investing activities. Cash rises by $95 net, PP&E falls by $80 and retained earnings rise by $15.',
    'The company books a $20 gain, and net income rises by $20. On the cash flow statement the gain is added back in operating activities, and the proceeds go in operating activities. Cash rises by $120 and PP&E goes up by $80.'),
  logic('dcf-001', CORRECT.dcf001,
    'First I forecast net income for five years. I discount it at the cost of equity. I add a terminal value to enterprise value without discounting it. To get from enterprise value to equity value I add net debt, and then divide by diluted shares.'),
  logic('dcf-002',
    'Start from EBIT and take off taxes at the company’s tax rate to get NOPAT. Then add back D&A and other non-cash charges, subtract capital expenditure and subtract the increase in net working capital. Interest is excluded, because unlevered free cash flow is before payments to any capital provider.',
    'Start from EBIT and add taxes to get NOPAT. Then subtract D&A, add capital expenditure and add the increase in net working capital. Interest expense is subtracted because unlevered free cash flow is after interest.'),
  logic('dcf-003',
    'Unlevered free cash flow is the cash available to all capital providers, both debt and equity holders, so it matches enterprise value and the WACC. It is independent of capital structure, so it values the operating business. The tax benefit of debt is already in the after-tax cost of debt, so interest is excluded to avoid double counting, and a change in interest expense does not change unlevered free cash flow.',
    'Unlevered free cash flow is the cash available to equity holders only, so it is discounted at the cost of equity. When interest expense rises, unlevered free cash flow falls, so it depends on capital structure.'),
  logic('dcf-004',
    'WACC is a weighted average of the cost of each source of capital, weighted by its share of total capital at market values or a target capital structure. The cost of equity comes from CAPM. The cost of debt is taken after tax, because interest is tax deductible. Preferred stock, if there is any, is included with its own cost.',
    'WACC is a weighted average of the cost of each source of capital, weighted by book values. Interest is not tax deductible, so the cost of debt goes in before tax, and the cost of equity is multiplied by one minus the tax rate.'),
  logic('dcf-005', CORRECT.dcf005,
    'I would use the CAPM: the cost of equity equals the risk-free rate minus beta times the equity risk premium. Beta measures the total volatility of the stock, including company-specific risk. Since shareholders get dividends, the cost of equity is lower than the cost of debt.'),
  logic('dcf-006',
    'The cost of debt is the rate the company would pay to borrow today, such as the yield to maturity on its bonds, not the historical coupon. You can also build it as the risk-free rate plus a credit spread for its rating. It is taken after tax because interest is tax deductible. Debt is cheaper than equity because lenders have a senior claim and contractual payments, so they take less risk.',
    'The cost of debt is the coupon the company agreed years ago. You can build it as the risk-free rate minus a credit spread. Interest is not tax deductible, so it stays pre-tax. Debt is more expensive than equity because lenders take more risk.'),
  logic('dcf-008',
    'Terminal value captures all cash flows beyond the projection period. With perpetuity growth it is the final-year free cash flow times one plus g, divided by WACC minus g. With an exit multiple you apply an EV/EBITDA multiple to final-year EBITDA. Either way the terminal value is then discounted back to today, and the growth rate should stay below long-run GDP growth.',
    'Terminal value captures the cash flows beyond the projection period. With perpetuity growth it is the final-year free cash flow divided by WACC plus g. With an exit multiple you apply a P/E multiple to final-year net income. The terminal value is not discounted, and growth can be above GDP growth.'),
  logic('dcf-010',
    'A company cannot grow faster than the economy forever, or it would end up bigger than the economy, so terminal growth must be below long-run GDP growth. It is usually 2 to 3 percent, close to long-run inflation and nominal GDP growth. It must also be below the WACC or the formula breaks down. Higher growth requires more reinvestment in capex and working capital.',
    'A company can grow faster than the economy forever if it is a good company, so terminal growth can be above GDP growth. It can also be above the WACC. Higher growth requires less reinvestment in capex and working capital.'),
  logic('dcf-012',
    'Terminal value usually makes up most of enterprise value, often 60 to 80 percent or more. The share is higher for fast-growing companies and short projection periods and lower for mature ones. That is not necessarily a problem, since most of a going concern’s value is long term, but it makes the DCF very sensitive to terminal assumptions, so I would use a longer projection to steady state and sensitivity tables.',
    'Terminal value is usually a small part of enterprise value, around 10 percent. The share is lower for fast-growing companies and higher for mature ones. It is a problem because the DCF is not sensitive to it.'),
  logic('ma-003', CORRECT.ma003,
    'It comes down to whether the buyer’s earnings exceed the target’s cost. The higher the price or premium paid, the more accretive the deal. Synergies lower pro forma earnings and make the deal more dilutive, while new amortization and fees raise pro forma earnings.'),
  logic('ma-005',
    'Compute the target’s earnings yield, its net income divided by the purchase price, the inverse of the P/E paid. The cost of cash is the foregone interest income after tax, and the cost of debt is the interest rate times one minus the tax rate. For a mix, use the weighted average cost. The deal is accretive when the target’s earnings yield is higher than that after-tax cost.',
    'Compute the target’s P/E. The cost of cash is zero, and the cost of debt is the pre-tax interest rate. The deal is accretive when the target’s earnings yield is lower than the cost of debt.'),
  logic('bt-001',
    'At 3:15 the minute hand points at the 3, which is 90 degrees, since it moves 6 degrees a minute. The hour hand also moves, 30 degrees an hour or half a degree a minute, so after 15 minutes it is 7.5 degrees past the 3, at 97.5 degrees. The angle is the difference, 7.5 degrees.',
    'At 3:15 the minute hand points at the 3, which is 90 degrees. The hour hand stays on the 3, also at 90 degrees, so the angle is zero degrees.'),
  logic('bt-006', CORRECT.bt006,
    'The ball costs 10 cents and the bat costs $1.00, so together they cost $1.10. That is the answer: 10 cents.'),
  logic('mkt-014',
    'The federal funds rate is an overnight policy rate whose target range the Fed sets. The 10-year yield is a market price, set every day by bond investors. Long yields reflect the expected path of short rates plus a term premium, so the two can diverge: long yields can rise while the Fed cuts. Floating-rate loans follow short rates, while fixed-rate mortgages follow long yields.',
    'The 10-year Treasury yield is set by the Fed, just like the federal funds rate. The 10-year always moves one for one with the fed funds rate. Floating-rate loans follow long yields.'),
  logic('mkt-027', CORRECT.mkt027,
    'A bond pays a fixed coupon, so when market yields rise its price rises as well: price and yield move together. Duration measures the maturity of the bond in years. With a duration of 7, a one point rise in yields makes the bond gain about 7 percent. Shorter maturities mean higher duration.'),
  logic('dcf-007',
    'Observed betas are levered: they reflect business risk and the financial risk from debt, and more leverage means a higher beta. So I unlever the peer betas by dividing by one plus one minus the tax rate times debt to equity, which removes leverage, take the median, and relever it at the target capital structure. That matters for a private company with no observed beta.',
    'Observed betas are unlevered and reflect only business risk, and more leverage means a lower beta. So I relever the peer betas, take the highest, and use it at the peers’ capital structure.'),
  logic('ma-001',
    'Buying can deliver growth faster than organic growth: buy rather than build. Cost and revenue synergies make the combined company worth more than the two apart. A deal can bring technology, talent or a new market, strengthen market share, or the target may be undervalued. Whatever the reason, the deal only creates value if the value created exceeds the premium paid, so a higher premium leaves less value for shareholders.',
    'Companies acquire because buying is always slower than organic growth. Synergies make the combined company worth less than the two apart. The target is usually overvalued, and a higher premium creates more value for shareholders.'),
  // Industry-group questions
  logic('re-002',
    'Value is NOI divided by the cap rate, so at 6% the building is worth $5 million / 0.06, about $83.3 million. If cap rates move to 6.5%, the value falls to $5 million / 0.065, about $76.9 million, roughly $6.4 million or 7.7% less on the same income. Higher cap rates mean lower values, because buyers demand a higher yield.',
    'Value is NOI multiplied by the cap rate, so the building is worth $5 million times 6%. If cap rates move to 6.5%, the value rises, to about $90 million, because higher cap rates mean higher values: the building now yields more.'),
  logic('bs-001',
    'The company with recurring contract revenue deserves the higher multiple. Multi-year or auto-renewing contracts make its revenue predictable, so most of next year is already contracted, while project revenue has to be won again every year. More predictable cash flows carry less risk, support more debt and a lower cost of capital, so investors pay a higher multiple for the same EBITDA.',
    'The company with project revenue deserves the higher multiple. Project revenue has to be won again every year, which makes it less predictable, and investors pay more for that uncertainty. Recurring contract revenue is locked in, so it carries a lower multiple for the same EBITDA.'),
  logic('cr-003',
    'Inventory turnover is cost of goods sold divided by average inventory; I use COGS because inventory is carried at cost. Days of inventory is 365 divided by turns. A retailer with $600 million of COGS and $150 million of inventory turns 4 times a year, about 91 days. Faster turnover means less cash tied up in stock and fewer markdowns, while rising days of inventory can warn of slow-selling goods.',
    'Inventory turnover is sales divided by average inventory, and days of inventory is turns times 365. A retailer with $600 million of COGS and $150 million of inventory turns 4 times a year. Rising days of inventory is a good sign, because it means the retailer sells its goods faster and ties up less cash.'),
  logic('rx-001',
    'Under the absolute priority rule I go down the capital structure in order. The DIP loan has super-priority, so it recovers its $50 million in full, leaving $450 million. The $300 million first lien is secured and fully covered, leaving $150 million. The unsecured notes get that $150 million on $250 million of claims, a 60% recovery, and equity gets nothing.',
    'The unsecured notes are paid first because they are the largest class, so they recover their $250 million in full. The DIP loan is the newest money, so it ranks last. The first lien then shares what is left, and equity still recovers something.'),
  logic('tmt-001',
    'Net revenue retention divides the ARR today from last year’s customers by their ARR a year ago. It includes expansion, downgrades and churn but excludes new customers, so it can exceed 100%. Gross revenue retention counts only downgrades and churn and never counts expansion, so it cannot exceed 100%.',
    'Net revenue retention includes new customers as well as expansion, so it measures total growth. Gross revenue retention also counts expansion from existing customers, which is why it can exceed 100%, while net revenue retention cannot exceed 100%.'),
  logic('cm-003',
    'The first-day pop is $6 on $20, or 30%. The money left on the table is the first-day gain times the shares sold: $6 times 10 million, or $60 million. Banks underprice because IPO investors take the risk of an unproven stock, a discount builds demand and a strong first day, and a broken deal hurts the bank’s reputation.',
    'The money left on the table is the offer price times the shares sold: $20 times 10 million, or $200 million. Banks overprice IPOs because a higher price always means a better first day, and investors take no risk in a new listing.'),
  logic('fin-003',
    'Net interest income is interest income less interest expense, and net interest margin is net interest income divided by average earning assets. If rates rise and the bank’s assets reprice faster than its deposits, for example floating-rate loans funded by sticky deposits, the margin widens; if its funding reprices faster than its assets, the margin narrows.',
    'Net interest margin is interest income divided by interest expense. When rates rise, the margin always narrows, because a bank’s loans are fixed while its deposits reprice faster than its assets.'),
];

/** Inputs changed from the bank's: the correct walk follows them, the wrong one does not. */
const PARAMETERS: AdversarialPair[] = [
  parameters('acc-002', 'If depreciation goes up by $10 and the tax rate is 40%, walk me through the three statements.',
    'Operating income falls by $10. At a 40% tax rate taxes fall by $4, so net income falls by $6. On the cash flow statement depreciation is non-cash and added back, so cash from operations goes up by $4. On the balance sheet cash is up $4, PP&E is down $10 and retained earnings are down $6, so it balances. The $4 is the tax shield, because depreciation is tax deductible.',
    'Operating income falls by $10 and net income falls by $7.50. On the cash flow statement depreciation is non-cash and added back, so cash from operations goes up by $2.50. On the balance sheet cash is up $2.50, PP&E is down $10 and retained earnings are down $7.50. Depreciation is tax deductible.'),
  parameters('acc-002', 'If depreciation goes up by $10 at a 40% tax rate, what happens to the three statements?',
    'Pre-tax income is $10 lower, and with a 40% tax rate net income is $6 lower. Depreciation is a non-cash expense, so it is added back and cash goes up by $4, the tax saved. PP&E is down $10 and retained earnings are down $6.',
    'If depreciation goes up by ten, net income goes down by ten and cash goes down by ten, because depreciation is an expense.'),
  parameters('acc-002', 'If depreciation goes up by $20, walk me through the three statements.',
    'Pre-tax income falls by $20 and, at a 25% tax rate, net income falls by $15. Depreciation is non-cash, so it is added back and cash goes up by $5. On the balance sheet cash is up $5, PP&E is down $20 and retained earnings are down $15.',
    'Pre-tax income falls by $20 and net income falls by $15. Depreciation is a cash expense, so it is subtracted and cash goes down by $5. PP&E is up $20.'),
  parameters('acc-005', 'A company records a $10 accrued expense and the tax rate is 40%. Walk me through the statements.',
    'The expense is recorded before it is paid, so pre-tax income falls by $10 and at a 40% tax rate net income falls by $6. The increase in accrued expenses is added back as a source of cash, so cash is up $4. Accrued expenses, a liability, rise by $10 and retained earnings fall by $6.',
    'The expense is recorded before it is paid, so pre-tax income falls by $10 and net income falls by $6. The company has an expense, so cash falls by $6. Accrued expenses are an asset and go down.'),
  parameters('acc-023', 'If interest expense increases by $10 and the tax rate is 40%, walk me through the statements.',
    'Interest is tax deductible, so pre-tax income falls by $10 and at a 40% tax rate net income falls by $6. Cash interest is a real outflow, with no add-back, so cash goes down by $6, and retained earnings fall by $6 as well.',
    'Interest is tax deductible, so pre-tax income falls by $10 and net income falls by $6. Interest is added back like depreciation, so cash goes up by $4 and retained earnings go up.'),
  parameters('acc-006', 'A company prepays $10 of rent in cash, and later the rent period passes; assume a 40% tax rate. Walk me through both steps.',
    'When it prepays there is no income statement effect: cash falls by $10 and the prepaid expenses asset rises by $10, a use of cash. When the period passes, pre-tax income falls by $10 and net income falls by $6 at 40%. The decrease in prepaid expenses is added back, so cash goes up by $4 and retained earnings fall by $6.',
    'When it prepays, the rent is an expense right away, so net income falls by $6. Prepaid expenses are a liability. When the period passes cash goes down again by $10.'),
  parameters('acc-009', 'A company sells $10 of product on credit with a 40% tax rate. Walk me through the statements, then what happens when the customer pays.',
    'Revenue is recognized when earned, so revenue rises by $10 and net income rises by $6 at a 40% tax rate. The increase in receivables is subtracted on the cash flow statement, so cash falls by $4, the tax paid. When the customer pays, cash goes up by $10 and receivables go down by $10.',
    'There is no revenue until the customer pays. The increase in receivables is added back, so cash rises by $10 with the sale. When the customer pays, cash goes down.'),
  parameters('acc-007', 'A customer pays $100 up front for a one-year subscription and the tax rate is 40%. Walk me through the statements.',
    'The $100 is not revenue yet: it creates deferred revenue, a liability, and the increase in deferred revenue is a source of cash, so cash goes up $100. As the service is delivered, revenue of $100 is recognized and net income rises by $60 at a 40% tax rate. The decrease in deferred revenue is subtracted, so cash falls by $40, the tax paid.',
    'The $100 is revenue right away, so net income rises by $60. Deferred revenue is an asset. When the service is delivered, cash goes up by another $100.'),
];

/** Answers to another bank question, given to the asked one. */
const OFF_QUESTION: AdversarialPair[] = [
  ['acc-002', CORRECT.acc002, 'dcf-001'],
  ['acc-004', CORRECT.acc004, 'dcf-005'],
  ['dcf-001', CORRECT.dcf001, 'acc-002'],
  ['dcf-005', CORRECT.dcf005, 'mkt-027'],
  ['mkt-027', CORRECT.mkt027, 'acc-008'],
  ['bt-006', CORRECT.bt006, 'bt-001'],
  ['acc-008', CORRECT.acc008, 'ma-003'],
  ['ma-003', CORRECT.ma003, 'acc-004'],
  ['acc-002', CORRECT.acc002, 'acc-023'],
  ['dcf-001', CORRECT.dcf001, 'dcf-002'],
  ['dcf-005', CORRECT.dcf005, 'dcf-006'],
  ['acc-004', CORRECT.acc004, 'acc-009'],
  ['mkt-027', CORRECT.mkt027, 'mkt-014'],
  ['ma-003', CORRECT.ma003, 'ma-005'],
  ['acc-008', CORRECT.acc008, 'acc-017'],
  ['bt-006', CORRECT.bt006, 'bt-013'],
].map(([id, correct, otherId]) => ({ kind: 'off-question' as const, id: id!, correct: correct!, otherId }));

/** More answers to another question, reusing the correct answers of the logic pairs. */
const OFF_QUESTION_MORE: AdversarialPair[] = [
  ['dcf-003', 'acc-010'],
  ['acc-010', 'dcf-004'],
  ['dcf-004', 'bt-006'],
  ['acc-017', 'mkt-014'],
  ['dcf-008', 'ma-001'],
  ['mkt-014', 'acc-001'],
].map(([id, otherId]) => ({ kind: 'off-question' as const, id: id!, correct: LOGIC.find((p) => p.id === id)!.correct, otherId }));

export const PAIRS: AdversarialPair[] = [...LOGIC, ...PARAMETERS, ...OFF_QUESTION, ...OFF_QUESTION_MORE];

/** One key fact reversed in a best-practice answer: every `from` becomes `to`. */
export interface Reversal {
  id: string;
  from: string;
  to: string;
}

export const REVERSALS: Reversal[] = [
  { id: 'acc-001', from: 'starts with net income', to: 'starts with revenue' },
  { id: 'acc-002', from: 'is up $2.5', to: 'is down $2.5' },
  { id: 'acc-004', from: 'cash is down $10', to: 'cash is up $10' },
  { id: 'acc-005', from: 'net income is down $7.5', to: 'net income is up $7.5' },
  { id: 'acc-006', from: 'net income is down $7.5', to: 'net income is down $10' },
  { id: 'acc-007', from: 'cash is down $25', to: 'cash is up $25' },
  { id: 'acc-008', from: 'minus current liabilities', to: 'plus current liabilities' },
  { id: 'acc-009', from: 'cash is down $2.5', to: 'cash is up $2.5' },
  { id: 'acc-010', from: 'is not amortized', to: 'is amortized' },
  { id: 'acc-011', from: 'Cash from operations is up $25', to: 'Cash from operations is down $25' },
  { id: 'acc-019', from: 'cash is down $100', to: 'cash is up $100' },
  { id: 'acc-021', from: 'cash is down $5', to: 'cash is up $5' },
  { id: 'acc-022', from: 'cash is down $10', to: 'cash is up $10' },
  { id: 'acc-023', from: 'cash is down $7.5', to: 'cash is up $7.5' },
  { id: 'acc-034', from: 'Cash from operations is up $13.75', to: 'Cash from operations is down $13.75' },
  { id: 'acc-035', from: 'retained earnings are down $100', to: 'retained earnings are up $100' },
  { id: 'acc-037', from: 'cash is down $4.40', to: 'cash is up $4.40' },
  { id: 'acc-041', from: 'cash is down $7.5', to: 'cash is up $7.5' },
  { id: 'acc-043', from: 'Cash from operations is up $5', to: 'Cash from operations is down $5' },
  { id: 'acc-047', from: 'retained earnings are down $15', to: 'retained earnings are up $15' },
  { id: 'dcf-001', from: 'subtract net debt', to: 'add net debt' },
  { id: 'dcf-002', from: 'minus capex', to: 'plus capex' },
  { id: 'dcf-004', from: 'because interest is tax deductible', to: 'because interest is not tax deductible' },
  { id: 'dcf-005', from: 'plus beta times', to: 'minus beta times' },
  { id: 'dcf-006', from: 'interest is tax deductible', to: 'interest is not tax deductible' },
  { id: 'dcf-010', from: 'must be below WACC', to: 'must be above WACC' },
  { id: 'ma-003', from: 'more accretive', to: 'more dilutive' },
  { id: 'ma-005', from: 'the deal is accretive', to: 'the deal is dilutive' },
  { id: 'bt-001', from: '7.5 degrees', to: 'zero degrees' },
  { id: 'bt-006', from: '5 cents', to: '10 cents' },
  { id: 'mkt-014', from: 'set by the market', to: 'set by the Fed' },
  { id: 'mkt-027', from: 'its price falls', to: 'its price rises' },
];
