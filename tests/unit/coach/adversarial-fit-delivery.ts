/**
 * Adversarial answer pairs for question resolution, delivery and behavioral scoring, written fresh
 * for these tests (not from the bank's answers). Each pair: the asked question (as an interviewer
 * would word it), the bank id it means, and two answers: `better` must strictly beat `worse`.
 * - reworded: the question in other words; a correct answer versus a wrong one.
 * - rambling: the same ideas said crisply versus rambling (fillers, repetition, no direct opening).
 * - cliche: a specific, owned story versus clichés.
 */
export type PairKind = 'reworded' | 'rambling' | 'cliche';

export interface AnswerPair {
  kind: PairKind;
  asked: string;
  id: string;
  better: string;
  worse: string;
}

const pair = (kind: PairKind, asked: string, id: string, better: string, worse: string): AnswerPair => ({ kind, asked, id, better, worse });

export const PAIRS: readonly AnswerPair[] = [
  // Reworded questions: correct versus wrong
  pair('reworded', 'Take me through how you would value a business with a discounted cash flow.', 'dcf-001',
    'You forecast the unlevered free cash flows for about five years, then estimate a terminal value with either a perpetuity growth rate or an exit multiple. You discount both back at the WACC to get enterprise value, then subtract net debt to reach equity value and divide by diluted shares for the price per share.',
    'You take the company’s net income for the current year, multiply it by the P/E ratio of the industry, and that is the value. There is no need for a forecast because the market already prices the future in, and debt does not matter.'),
  pair('reworded', 'How do you come up with the weighted average cost of capital?', 'dcf-004',
    'WACC weights each source of capital by its share of the capital structure at market values. The cost of equity comes from CAPM, the risk-free rate plus beta times the equity risk premium, and the cost of debt is taken after tax because interest is deductible. So WACC is the equity weight times the cost of equity plus the debt weight times the after-tax cost of debt.',
    'WACC is simply the interest rate on the company’s bonds. You look up the coupon on its loans and use that as the rate, since equity has no cost because the company never has to pay shareholders anything.'),
  pair('reworded', 'Tell me how diluted shares are worked out with options outstanding.', 'ev-008',
    'With the treasury stock method you assume in-the-money options are exercised, so the option holders pay the strike price to the company. The company uses those proceeds to buy back shares at the current share price, and the net new shares are added to the basic share count to get diluted shares.',
    'You just add every option to the share count, whether or not it is in the money, because all options will eventually be exercised and there is never any buyback of shares.'),
  pair('reworded', 'Why would bankers value a company using precedent deals, and why do they come out higher?', 'val-003',
    'Precedent transactions look at what buyers paid for similar companies in past acquisitions, using multiples such as EV to EBITDA at announcement. They usually come out higher than trading comps because the prices include a control premium, and often expected synergies, that a buyer pays to take over the whole company.',
    'Precedents are just the share prices of competitors today, and they come out lower because old deals always happened in cheaper markets, so you discount them to be safe.'),
  pair('reworded', 'How does piling on debt help a private equity fund’s returns?', 'lbo-011',
    'Leverage lets the sponsor buy the company with a smaller equity check, so the same increase in enterprise value is a much larger percentage gain on the equity. Debt is also cheaper than equity and the interest is tax deductible, and the company’s cash flow pays the debt down over time, which builds the sponsor’s equity value. The limit is risk: too much debt can breach covenants or bankrupt the company.',
    'Debt increases returns because banks share their profits with the fund. More debt always means a bigger company, and since the lenders take all the risk there is no downside to using as much as possible.'),
  pair('reworded', 'What pushes a deal to be accretive rather than dilutive?', 'ma-003',
    'It comes down to whether the earnings the buyer acquires exceed the cost of paying for them. In an all-stock deal, if the buyer’s P/E is higher than the P/E it pays for the target, the deal is accretive. With cash or debt you compare the target’s earnings yield with the after-tax cost of debt or the forgone interest on cash, and synergies make a deal more accretive.',
    'A deal is accretive whenever the target is a bigger company than the buyer, and dilutive when it is smaller. The price paid does not matter, because EPS only depends on the size of the combined revenue.'),
  pair('reworded', 'Talk to me about what happens across the statements when D&A goes up by ten.', 'acc-002',
    'On the income statement, depreciation up by 10 lowers pre-tax income by 10, and at a 25% tax rate net income falls by 7.5. On the cash flow statement net income is down 7.5 but you add back the 10 of non-cash depreciation, so cash is up 2.5. On the balance sheet, cash is up 2.5 and PP&E is down 10, so assets fall 7.5, matched by retained earnings down 7.5.',
    'Depreciation is a cash cost, so cash falls by the full 10 and net income is unchanged because depreciation sits below the line. Nothing happens on the balance sheet.'),
  pair('reworded', 'So, quickly, why banking for you?', 'fit-002',
    'Three reasons. First, I want the steepest learning curve: during my internship at a boutique I saw how much analysts learn from live deals. Second, I enjoy the work itself, building models and pitch materials for a real decision. Third, I spoke with six analysts about the hours, and I am comfortable with them because I want a deep grounding in corporate finance.',
    'Honestly it pays well and it is prestigious, and my parents always wanted me to work on Wall Street. I am a hard worker and a team player, so I think I would do fine.'),

  // Rambling versus crisp (both spoken, timed)
  pair('rambling', 'Walk me through a DCF.', 'dcf-001',
    'A DCF values the business on the cash it will generate. First, I project unlevered free cash flow for five years. Then I add a terminal value, using a perpetuity growth rate or an exit multiple. Next, I discount everything at the WACC, which gives enterprise value. Finally, I subtract net debt to get equity value and divide by diluted shares for the share price.',
    'So um, basically, you know, there are like a lot of ways to think about this and um, I mean, the DCF is, like, a thing bankers do a lot, you know, and um, so basically you kind of, like, project the unlevered free cash flow, um, for like five years or so, you know, and then um, basically, you know, there is, like, a terminal value, um, with the perpetuity growth rate or like an exit multiple, you know, and then um, you discount, like, everything at the WACC, um, basically, and that is, you know, enterprise value, and then, like, um, you subtract net debt, you know, for equity value and um, like, divide by diluted shares, basically, for the share price, you know.'),
  pair('rambling', 'What is the difference between enterprise value and equity value?', 'ev-001',
    'Equity value is what the shareholders own: the share price times diluted shares. Enterprise value is the value of the core business to all capital providers, so you add debt, preferred stock and minority interest to equity value and subtract cash. Because of that, enterprise value is independent of capital structure, while equity value changes with it.',
    'Um, okay so, like, equity value is, you know, basically, um, what the shareholders own, like, the share price times diluted shares, um, you know, and basically, um, enterprise value is, like, the value of, you know, the core business, um, to all the capital providers, basically, so, like, you add debt and, um, preferred stock and, you know, minority interest, and, like, um, subtract cash, basically, and, you know, um, enterprise value is, like, independent of capital structure, um, basically.'),
  pair('rambling', 'Walk me through your resume.', 'fit-001',
    'I am a senior at Penn State studying accounting, interviewing for the analyst role. I started in the student investment fund as a sophomore because I wanted to see how companies are valued. Then last summer I interned in transaction services at a Big Four firm, where I worked on diligence for a 200 million dollar acquisition, and that sparked my interest in banking. Since then I have spoken with analysts and prepared technically, which brings me to this role as the natural next step.',
    'So um, yeah, like, I am, you know, a senior at Penn State, um, studying accounting, basically, and, like, interviewing for, um, the analyst role, you know. I um, like, started in the, you know, student investment fund, um, as a sophomore, basically, and then, like, um, last summer I, you know, interned in, like, transaction services, um, at a Big Four firm, basically, you know, and um, that was, like, interesting, um, and so, you know, basically, like, banking, um, yeah.'),
  pair('rambling', 'Why do you subtract cash when calculating enterprise value?', 'ev-003',
    'Cash is a non-operating asset: it does not generate the operating cash flows that enterprise value measures. An acquirer of the whole company effectively gets the cash back, which lowers the net price, so enterprise value counts debt and subtracts cash, looking at the business net of its cash.',
    'Um, so, like, cash is, you know, basically, um, a non operating asset, you know, like, um, it does not, basically, um, generate the, like, operating cash flows, you know, um, and so, like, basically, um, you subtract it, you know, um, because, like, the acquirer, um, basically, kind of gets it back, you know, um, like, yeah, basically, that is the idea, um, you know, kind of.'),
  pair('rambling', 'What is your greatest weakness?', 'fit-014',
    'My weakness has been public speaking. In my junior year I froze while presenting a stock pitch to forty club members, and my task for the next semester was to lead our weekly market updates. I joined Toastmasters, I rehearsed each update twice with a timer, and I asked a friend to rate me. By the end of the semester I presented eleven times and my feedback scores went from 2 to 4 out of 5. I learned that deliberate practice fixes what avoidance cannot.',
    'Um, so, like, my weakness, you know, has been, um, public speaking, basically, and, like, in my junior year, um, I, you know, froze, like, presenting a stock pitch, um, basically, and so, you know, um, I, like, joined Toastmasters, um, you know, and, like, practised, basically, um, a lot, you know, and, um, like, it got better, basically, um, you know, kind of, and, um, yeah, like, I learned, you know, stuff, basically.'),
  pair('rambling', 'How do you calculate unlevered free cash flow?', 'dcf-002',
    'Start from EBIT and tax it at the company’s tax rate to get NOPAT. Add back depreciation and amortization and other non-cash charges, subtract capital expenditures, and subtract the increase in net working capital. What is left is unlevered free cash flow, the cash available to all capital providers before interest.',
    'Um, okay, so, like, you know, you basically, um, start from EBIT, you know, and, like, tax it, um, basically, at, like, the tax rate, you know, um, and then, like, add back, um, depreciation, basically, you know, and, like, subtract, um, capex, you know, and, um, basically, like, working capital, you know, um, the increase, like, and, um, that is, you know, basically, unlevered free cash flow, like, um, yeah, you know.'),
  pair('rambling', 'Tell me about a time you demonstrated leadership.', 'fit-015',
    'Last year I captained a five-person team in a university case competition, and my job was to get us from a rough idea to a final pitch in three weeks. I split the work by section, set two check-ins a week and rewrote our financial model myself when the numbers did not tie. We placed second out of 24 teams. I learned that clear ownership matters more than long meetings.',
    'Um, so, like, last year, you know, I, um, basically, captained a team, like, in a case competition, um, you know, and, like, basically, um, we had to, you know, do a pitch, like, um, and, basically, I, um, you know, like, organised things, um, and, basically, we did, you know, pretty well, like, um, and, you know, I learned, um, basically, that, like, leadership, you know, matters, um, yeah.'),

  // Behavioral: specific, owned story versus clichés
  pair('cliche', 'What is your greatest weakness?', 'fit-014',
    'I used to say yes to every request, which left me overcommitted. Last fall I was treasurer of our finance club while taking five courses, and my job was to close the club’s accounts before the audit in two weeks. I missed one deadline, so I built a weekly priority list and started telling the president what I could deliver by when. We passed the audit on time, and I learned to agree deadlines up front instead of promising everything.',
    'My greatest weakness is that I am a perfectionist. I work too hard and I care too much about getting everything right, so sometimes I stay late to make sure my work is flawless. I think that is actually a good thing in banking.'),
  pair('cliche', 'Which weakness would a past manager say you need to work on?', 'fit-014',
    'My manager at my internship said I was too slow to ask for help. In my second week I spent a full day stuck on a revenue build for a 50 million dollar sale, and my task was to finish the model for a Thursday meeting. After that I set myself a 30-minute rule: if I was stuck that long, I wrote down what I had tried and asked an associate. I finished the next two models a day early, and I learned that asking early is faster for the whole team.',
    'Honestly, I do not really have any weaknesses. If anything I work too hard and I am too detail-oriented, and I give 110 percent to everything I do.'),
  pair('cliche', 'Tell me about a time you failed.', 'fit-016',
    'In my sophomore year I ran for president of our investment club and lost by twelve votes. My goal had been to launch a training program, and I realised I had pitched myself rather than a plan. I asked the winner if I could run the training anyway, built a six-week course on valuation, and taught it to thirty members. The next year I was elected with a clear plan, and I learned to lead with the work, not the title.',
    'I have never really failed at anything because I am a perfectionist and I always think outside the box. I am a people person, so things tend to work out for me.'),
  pair('cliche', 'Describe a time you led a team.', 'fit-015',
    'Last spring I led four classmates on a consulting project for a local brewery that was losing money on distribution. My task was to deliver a recommendation in six weeks. I split the analysis into pricing, routes and costs, ran weekly reviews, and rebuilt the cost model myself when it did not tie. We showed the owner that two routes lost money, he cut them, and margins rose 3 points. I learned to set owners and deadlines in the first meeting.',
    'I am a natural leader and a team player. I always give 110 percent and think outside the box, and people follow me because I care too much about the team to let it fail.'),
  pair('cliche', 'Tell me about a disagreement you had with a teammate.', 'fit-017',
    'During a semester-long valuation project, a teammate wanted to use a 15% growth rate that I thought was too high. My job was to own the model, so I pulled five years of industry data and showed him growth had averaged 6%. We agreed to run both cases in a sensitivity table, the professor praised the approach, and we got an A. I learned that data settles disagreements better than opinions.',
    'I never have conflicts because I am a people person and a team player. I just care too much about everyone getting along, so I always agree with the group.'),
  pair('cliche', 'What accomplishment are you most proud of?', 'fit-029',
    'I am proudest of paying for my degree. From my freshman year I worked 20 hours a week at a bank branch while studying full time, and my goal was to graduate without loans. I budgeted every semester, took summer classes to finish early, and kept a 3.7 GPA. I graduated debt-free in May, and it taught me how to manage my time under pressure.',
    'I am most proud of being a perfectionist and a hard worker. I give 110 percent to everything, and I work too hard, which is why my friends say I am so reliable.'),
  pair('cliche', 'Tell me about a time you worked under pressure.', 'fit-018',
    'During my internship, a client moved a board meeting up by three days, and my task was to finish the comps and the football field by Tuesday morning. I listed every output, asked my associate which three mattered most, and worked through them in order, checking each number against the filings. We sent the book at 6 a.m. with no errors, and I learned to agree priorities before starting.',
    'I thrive under pressure because I am a perfectionist. I work too hard and I care too much, so deadlines never bother me, and I always give 110 percent.'),
  pair('cliche', 'Why should we hire you?', 'fit-023',
    'Three reasons. First, I can already do the work: in my internship I built a three-statement model and a DCF for a live sell-side process. Second, I have shown I can sustain the hours, working 15 hours a week through university while leading our club’s training. Third, I take feedback well: my internship manager’s review said my second model needed no corrections. That is what I would bring to this team from day one.',
    'Because I am a hard worker and a team player, I think outside the box, and I give 110 percent. I am a perfectionist and I care too much about doing a good job.'),

  // Industry-group questions and more behavioral ones, added with the totals of issue 11
  pair('reworded', 'How would you model what a consulting firm bills, and why is utilisation such a big deal?', 'bs-002',
    'A consulting firm sells time, so revenue is headcount times available hours times utilisation times the average bill rate. Utilisation is billable hours divided by available hours: 100 consultants with 2,000 hours each, 75% utilised at $200 an hour, bill $30 million. Because salaries are paid whether or not the hours are billed, each point of utilisation drops almost straight to profit.',
    'You take last year’s revenue and grow it by inflation. Utilisation does not matter much, because consultants are paid only for the hours they bill, so costs always fall in line with revenue.'),
  pair('reworded', 'How do you tell whether a single store makes money, before head office costs?', 'cr-002',
    'I look at four-wall EBITDA: the store’s sales minus cost of goods, store labour, rent and other store operating costs, before corporate overhead. Then I compare it with the net investment to open the store, the build-out, fixtures and opening inventory, to get a cash-on-cash return and a payback period of a few years.',
    'You divide the company’s total net income by the number of stores. Head office costs and the money spent to open a store do not matter, because every store earns the same.'),
  pair('reworded', 'For a payments business, what share of the volume does it keep, and why does gross versus net revenue matter?', 'fin-001',
    'The take rate is revenue divided by total payment volume. With $10 billion of volume and $250 million of net revenue the take rate is 2.5%. Some companies report revenue gross, including the interchange and network fees they pass on to issuers and networks, which inflates the take rate, so to compare two of them you put both on a net revenue basis.',
    'The take rate is the payment volume divided by the number of customers. Gross and net revenue are always the same for payments companies, so you can compare their reported take rates directly.'),

  pair('rambling', 'What is net operating income for a property, and what does it leave out?', 're-001',
    'Net operating income is a property’s rental and other revenue less its operating expenses: real estate taxes, insurance, utilities, repairs and management. It leaves out financing, so interest and principal are excluded. It also leaves out depreciation and income taxes, and capital expenditure such as leasing commissions and major renovations. That way NOI measures the property itself, independent of who owns it or how it is financed.',
    'Um, so, like, net operating income is, you know, basically, um, the rent and, like, other revenue, um, you know, less, like, the operating expenses, basically, um, like taxes and, you know, insurance and stuff, um, and, like, basically, it leaves out, um, you know, financing, like, and, um, depreciation, basically, you know, and, um, like, capex and stuff, um, yeah, basically, you know, that is, like, NOI, um, kind of.'),
  pair('rambling', 'What are same-store sales, and why do retail investors focus on them?', 'cr-001',
    'Same-store sales measure sales growth only at stores open at least a year, excluding new and closed stores. Investors focus on them because total growth can come simply from opening stores, which costs capital. Same-store sales show whether the existing base is healthy: whether traffic and average ticket are growing. For example, a retailer growing 10% overall with comps down 2% is buying growth with new stores.',
    'Okay, so, um, same-store sales, like, you know, are, basically, um, sales growth, like, at stores, um, you know, open a year, basically, and, um, like, not new stores, you know, um, and, like, investors, basically, um, you know, focus on them, like, because, um, total growth, you know, basically, can come from, like, new stores, um, you know, and, like, yeah, basically, um, comps, you know, kind of.'),
  pair('rambling', 'What is DIP financing, and why would a lender provide it to a bankrupt company?', 'rx-003',
    'DIP financing is new money lent to a company in Chapter 11 to fund payroll, suppliers and the costs of the case, and the court has to approve it. Lenders provide it because it is safe: the DIP gets super-priority over existing claims and is often secured by a priming lien. It also pays high fees and a high rate, and existing lenders often provide it to protect their position.',
    'So, um, DIP financing, you know, is, like, basically, um, new money, you know, for a company, um, like, in Chapter 11, basically, um, and, you know, like, the court, um, approves it, basically, and, um, lenders, you know, like, provide it, um, because, basically, it is, like, safe, you know, um, super-priority, like, basically, um, and, you know, fees, um, yeah, like, basically.'),
  pair('rambling', 'What is net revenue retention, and how does it differ from gross revenue retention?', 'tmt-001',
    'Net revenue retention divides this year’s ARR from last year’s customers by their ARR a year ago. It includes expansion, downgrades and churn, but excludes new customers. Gross revenue retention counts only downgrades and churn, never expansion, so it cannot exceed 100%. For example, a cohort that starts at $100 with $20 of expansion and $10 of churn has 110% net and 90% gross retention.',
    'Um, so, like, net revenue retention, you know, is, basically, um, like, ARR from, you know, last year’s customers, um, basically, over, like, their ARR, you know, a year ago, um, and, like, gross revenue retention, basically, um, you know, does not count, like, expansion, um, basically, so, you know, it is, like, lower, um, yeah, you know, basically, kind of.'),

  pair('cliche', 'Tell me about a time you made a mistake.', 'fit-019',
    'In my internship I sent a comps table to my associate with the wrong share count for one company, which overstated its market cap by 15%. My task was to fix it before the deck went to the client the next morning. I told the associate right away, corrected the number from the latest 10-Q and rechecked the other eleven companies against their filings. The deck went out on time, and since then I tie every share count to its source before I send anything.',
    'Honestly, my biggest mistake is that I care too much and work too hard. I am a perfectionist, so I rarely make mistakes, and when I do I just give 110 percent to fix them.'),
  pair('cliche', 'How do you handle critical feedback?', 'fit-025',
    'I ask for it early and act on it. In my first internship review my manager said my emails to clients were too long. My goal for the next month was to halve them, so I started writing a three-line summary at the top of each email and had my associate review the first ten. By my final review she said my client updates were the clearest on the team, and I learned to treat feedback as a checklist, not a verdict.',
    'I love feedback because I am a team player and a hard worker. I am a perfectionist, so I rarely get critical feedback, but when I do I give 110 percent and think outside the box.'),
];
