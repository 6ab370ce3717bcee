/**
 * Natural rewordings of bank questions, as interviewers really ask them, each with the bank id it
 * must resolve to. Written for the resolution test: none is a bank question or variant verbatim.
 */
export const REWORDINGS: ReadonlyArray<readonly [asked: string, id: string]> = [
  // Accounting
  ['Take me through how the income statement, balance sheet and cash flow statement connect.', 'acc-001'],
  ['Say D&A rises by ten dollars. How does that flow through the statements?', 'acc-002'],
  ['If you had to pick just one of the three statements to assess a business, which one and why?', 'acc-003'],
  ['Explain goodwill to me. Where does it come from?', 'acc-010'],
  ['How does stock based comp show up on the financials?', 'acc-014'],
  ['Why do bankers care so much about EBITDA?', 'acc-016'],
  ['Levered versus unlevered free cash flow: what separates them?', 'acc-017'],
  ['How is it possible for a profitable company to go bust?', 'acc-025'],
  ['What do you put in the operating, investing and financing sections of the cash flow statement?', 'acc-028'],
  ['Interest expense goes up by 10. Walk me through the three statements.', 'acc-023'],
  ['What is a NOL and why does it matter for valuation?', 'acc-044'],
  ['How do accrual accounting and cash accounting differ?', 'acc-015'],
  // Enterprise value
  ["What's the difference between a company's enterprise value and its equity value?", 'ev-001'],
  ['How would you get from EV to the share price?', 'dcf-019'],
  ['Why does cash get subtracted in the enterprise value formula?', 'ev-003'],
  ['Explain the treasury stock method for diluted shares.', 'ev-008'],
  ['Can EV ever be negative, and what would that tell you?', 'ev-012'],
  ['Why do we add minority interest when computing EV?', 'ev-016'],
  ['If a company borrows 100 dollars and keeps it as cash, what happens to EV and equity value?', 'ev-004'],
  // Valuation
  ['What are the main valuation methodologies?', 'val-001'],
  ['How would you go about picking a set of comparable companies?', 'val-002'],
  ['Why do precedent transactions tend to come out above trading comps?', 'val-003'],
  ['Why is EV to EBITDA the multiple everyone uses?', 'val-007'],
  ['How do you value a company that is losing money?', 'val-017'],
  ['Explain a football field to me.', 'val-005'],
  ['Why is an LBO valuation usually seen as the floor?', 'val-004'],
  ['How would you approach valuing a bank?', 'val-010'],
  ['Tell me about sum of the parts valuation.', 'val-015'],
  // DCF
  ['Take me through a discounted cash flow.', 'dcf-001'],
  ['How would you work out free cash flow to the firm for a DCF?', 'dcf-002'],
  ['How do you get to the weighted average cost of capital?', 'dcf-004'],
  ['How do you estimate cost of equity using CAPM?', 'dcf-005'],
  ['What are the two methods for the terminal value?', 'dcf-008'],
  ['What happens to the DCF value if WACC increases?', 'dcf-013'],
  ['Why use unlevered rather than levered cash flows in a DCF?', 'dcf-003'],
  ['How would you unlever a beta and then relever it?', 'dcf-007'],
  ['Why should the perpetuity growth rate be lower than GDP growth?', 'dcf-010'],
  ['How do you walk through a DCF in under two minutes?', 'dcf-001'],
  // M&A
  ["What's the difference between a merger and an acquisition model?", 'ma-002'],
  ['Why do companies buy other companies?', 'ma-001'],
  ['How do you tell if a deal is accretive or dilutive?', 'ma-003'],
  ['What are the pros and cons of paying with stock versus cash in an acquisition?', 'ma-007'],
  ['Revenue synergies versus cost synergies: why do bankers trust one more?', 'ma-008'],
  ['Take me through a sell side auction.', 'ma-017'],
  ['How is goodwill calculated in a purchase price allocation?', 'ma-009'],
  // LBO
  ['Walk me through a leveraged buyout.', 'lbo-001'],
  ['What would make a business a good target for a private equity buyout?', 'lbo-002'],
  ['What drives returns in a leveraged buyout?', 'lbo-004'],
  ['IRR versus multiple of money: how do they differ?', 'lbo-005'],
  ['Why does adding debt boost returns for a PE fund?', 'lbo-011'],
  ['What exit routes does a private equity sponsor have?', 'lbo-014'],
  ['What goes into the sources and uses in a leveraged buyout?', 'lbo-003'],
  // Markets and deals
  ['How does a rise in interest rates hit valuations?', 'mkt-003'],
  ['What does an inverted yield curve signal?', 'mkt-005'],
  ['Pitch me a company whose stock you like.', 'mkt-010'],
  ['Tell me about a deal you have been following recently.', 'deal-001'],
  ['Explain what a SPAC is and how it differs from an IPO.', 'deal-013'],
  // Brain teasers
  ['What angle do the clock hands make at a quarter past three?', 'bt-001'],
  ['A bat and ball together cost a dollar ten, and the bat is a dollar more than the ball. What does the ball cost?', 'bt-006'],
  ['How many gas stations would you estimate there are in the US?', 'bt-025'],
  // Behavioral
  ['Talk me through your CV.', 'fit-001'],
  ['So, tell me a bit about yourself and your background.', 'fit-001'],
  ['Why do you want to do investment banking?', 'fit-002'],
  ["What's your biggest weakness?", 'fit-014'],
  ['Give me an example of a time you led a team.', 'fit-015'],
  ['Describe a time when you failed and what you learned.', 'fit-016'],
  ['Tell me about a disagreement you had with a teammate.', 'fit-017'],
  ['Where do you want to be in five years?', 'fit-022'],
  ['Why should we give you this job?', 'fit-023'],
  ['What is your greatest strength?', 'fit-013'],
];

/** Questions the bank does not hold (some in finance words): each must resolve to no rubric. */
export const NOT_IN_BANK: readonly string[] = [
  'What is the capital of France?',
  'Which football team do you support and why?',
  'How do you bake sourdough bread at home?',
  'What did you have for breakfast this morning?',
  'How would you value a professional football club?',
  'What is the best way to learn to play the piano?',
  'Can you recommend a good hiking trail near Denver?',
  'Who won the last World Cup?',
  'How does a car engine work?',
  'What is your favourite film and why?',
];

/**
 * Held-out rewordings, written after the resolver was tuned on REWORDINGS and never tuned on:
 * the rate on them is reported on its own. Half of them ask industry-group questions.
 */
export const FRESH_REWORDINGS: ReadonlyArray<readonly [asked: string, id: string]> = [
  // Industry groups
  ['Why does payer mix matter when valuing a hospital?', 'hc-001'],
  ["What's a CVR, and why would a pharma buyer offer one?", 'hc-008'],
  ['How do CROs and CDMOs make their money?', 'hc-022'],
  ['What is NOI for a property and what does it exclude?', 're-001'],
  ['Why is net income a poor metric for real estate companies?', 're-008'],
  ['Explain how a ground lease affects the value of the land and the building on it.', 're-022'],
  ['What are loss reserves at an insurance company, and why does reserve development get so much attention?', 'fin-022'],
  ['Why does the mix of fee income matter when you value a bank?', 'fin-029'],
  ['How would you value a custody bank compared with a normal lender?', 'fin-036'],
  ['Why is cash conversion such a focus for investors in business services?', 'bs-008'],
  ['How would you go about valuing an equipment rental business?', 'bs-015'],
  ["How does staff turnover hurt a people business's economics?", 'bs-029'],
  ['What are comparable store sales, and why do retail investors care about them?', 'cr-001'],
  ['How are gift cards and loyalty programs accounted for by retailers?', 'cr-021'],
  ["What's the difference between net and gross revenue retention?", 'tmt-001'],
  ['Why do SaaS companies capitalize sales commissions?', 'tmt-013'],
  ['Why can a growing SaaS business have an FCF margin above its operating margin?', 'tmt-021'],
  ['In a restructuring, would you prefer to be on the debtor side or the creditor side?', 'rx-009'],
  ['What are the tradeoffs between an out-of-court restructuring and a Chapter 11 filing?', 'rx-021'],
  ['How do high yield bonds differ from leveraged loans?', 'cm-001'],
  ['ECM or DCM: which would you pick, and why?', 'cm-009'],
  ['Explain a make-whole call provision to me.', 'cm-013'],
  ['Why would an investment grade issuer sell a hybrid bond?', 'cm-021'],
  // Core technicals, markets and fit
  ["What does negative shareholders' equity mean, and is it always bad?", 'acc-031'],
  ['How does seasonality impact working capital?', 'acc-046'],
  ['What goes into net debt?', 'ev-034'],
  ["What's the right way to value a utility that is regulated?", 'val-061'],
  ['How do you handle stock based comp in a DCF?', 'dcf-025'],
  ['What are Revlon duties?', 'ma-061'],
  ['How does a revolver work in an LBO, and why is it normally undrawn at close?', 'lbo-037'],
  ['What is a continuation fund, and what conflicts come with it?', 'lbo-061'],
  ['How is QT different from QE?', 'mkt-015'],
  ["Tell me about a negotiation you've been part of.", 'fit-106'],
  ['What part of this job do you expect to find hardest?', 'fit-043'],
];
