/**
 * Hand-written answers for the coach's acceptance tests, paraphrased (never copied from the bank's
 * best-practice answers) so the tests prove stemming and synonyms rather than string equality.
 * - strong: covers most key points, in sentences;
 * - short: brief but covers several key points;
 * - weak: short and thin;
 * - fluent: long and polished, on the topic, but misses the key points.
 */
export interface AnswerSet {
  id: string;
  strong: string;
  /** Short (about 30 to 50 words) but covers several key points. */
  short: string;
  weak: string;
  fluent: string;
}

export const ANSWER_SETS: AnswerSet[] = [
  {
    id: 'acc-002',
    short:
      'Pre-tax income falls by 10 and, at a 25% tax rate, net income drops 7.5. On the cash flow statement you add back the depreciation, so cash ends up 2.5 higher. PP&E is down 10 and retained earnings are down 7.5, so the balance sheet still balances.',
    strong:
      'Starting with the income statement, the extra $10 of depreciation lowers pre-tax income by 10, and at a 25% tax rate net income drops by 7.5. ' +
      'On the cash flow statement, net income is down 7.5, but because D&A is a non-cash charge we add the 10 back, so cash from operations ends up 2.5 higher. ' +
      'On the balance sheet, cash increases by 2.5 while net PP&E falls by 10, so assets are down 7.5; retained earnings decline by 7.5 as well, and the two sides still balance. ' +
      'The reason cash goes up at all is that depreciation is tax deductible, so the company pays less in taxes: a 2.5 tax shield.',
    weak: 'Net income changes and the balance sheet changes a bit. Something happens to the statements.',
    fluent:
      'This is a classic question about how the financial statements link together, and I think it is important to understand the connections rather than memorise them. ' +
      'Depreciation reflects the way an asset wears out over its useful life, and companies can choose between straight-line and accelerated schedules depending on their accounting policies. ' +
      'Investors pay close attention to these choices because aggressive policies can flatter reported profitability in the short run. ' +
      'Auditors review the useful lives and salvage values that management assumes, and analysts often compare them across peers to spot outliers. ' +
      'In my view the key is to stay calm, think about each statement in turn, and communicate clearly to the interviewer.',
  },
  {
    id: 'acc-016',
    short:
      'It is earnings before interest, taxes, depreciation and amortization. Bankers use it as a proxy for operating cash flow, and because it is capital structure neutral it is good for comparing companies, as in EV/EBITDA.',
    strong:
      'EBITDA stands for earnings before interest, taxes, depreciation and amortization; in practice you take operating income and add back D&A. ' +
      'Bankers like it because it works as a rough proxy for the cash flow the operations generate, since it strips out non-cash charges. ' +
      'It is also independent of capital structure and is not distorted by different tax rates or depreciation policies, which makes comparing companies much easier. ' +
      'It pairs naturally with enterprise value, so EV/EBITDA is the most common multiple, and lenders size leverage as debt to EBITDA. ' +
      'The caveat is that it ignores capital expenditures, working capital and taxes, and adjusted EBITDA can be inflated by aggressive add-backs.',
    weak: 'It is a profit number that bankers look at a lot.',
    fluent:
      'EBITDA is everywhere in finance: you hear it on earnings calls, you read it in press releases, and it shows up in almost every pitch book I have seen. ' +
      'Warren Buffett famously criticised the metric, and Charlie Munger called it something much ruder, which I always found funny. ' +
      'Many technology companies like to highlight it because it makes their results look better than their GAAP figures. ' +
      'When I studied for my interviews, I spent a lot of time reading about how different industries report their numbers and how analysts react. ' +
      'I think the key lesson is that every metric tells a story, and a good banker should always understand the story behind the number.',
  },
  {
    id: 'ev-001',
    short:
      'Equity value is the value to common shareholders, the share price times diluted shares. Enterprise value is the value of the core operations to all capital providers: equity value plus debt and preferred stock, minus cash.',
    strong:
      'Equity value is what the company is worth to its common shareholders, so it is the share price multiplied by the diluted share count, in other words the market cap. ' +
      'Enterprise value is the value of the core business to every provider of capital, lenders and shareholders alike. ' +
      'To get from one to the other you start with equity value, add debt, preferred stock and minority interest, and take away cash. ' +
      'Because EV belongs to everyone, you pair it with metrics before interest such as EBITDA, while equity value goes with net income, as in a P/E ratio. ' +
      'A simple analogy is a house: enterprise value is the price of the whole house, and equity value is what you own after the mortgage.',
    weak: 'Enterprise value is bigger because it includes more things than equity value does.',
    fluent:
      'This is one of the most fundamental questions in corporate finance, and it comes up in almost every interview. ' +
      'Both measures try to capture what a company is worth, but they are used in different settings and by different people. ' +
      'Analysts at banks and funds look at both of them constantly, and you see them quoted in research reports and in the financial press every single day. ' +
      'I think the most important thing is to understand the intuition and not just memorise a formula, because interviewers can tell when a candidate is reciting. ' +
      'Building a model for the investment club helped me appreciate how these concepts show up in practice, and the more I used them, the more natural they became.',
  },
  {
    id: 'ev-003',
    short:
      'Cash is a non-operating asset, and enterprise value only measures the core operations. Also, the acquirer gets the cash, which reduces the effective purchase price.',
    strong:
      'Enterprise value is meant to capture only the core operating business, and cash is a non-operating asset, so it does not belong in that figure. ' +
      'There is also a consistency argument: the interest earned on cash is not part of EBITDA, so leaving cash in would make the EV/EBITDA multiple inconsistent. ' +
      'Think about it from the buyer side too: the acquirer gets the target\'s cash at closing, which effectively lowers the price it pays for the operations. ' +
      'In practice I would only subtract excess cash, keeping back the minimum cash the business needs to operate and any cash that is trapped overseas.',
    weak: 'You take it out because it is not really part of what the company does.',
    fluent:
      'Companies hold cash for many reasons, including paying suppliers, funding growth projects and protecting themselves against downturns. ' +
      'Large technology firms in particular have built up enormous cash balances over the past decade, which has drawn a lot of attention from activist investors. ' +
      'When I follow these companies, I like to read the annual reports and listen to the earnings calls, because management usually explains what they intend to do with the money. ' +
      'Some choose to return it through buybacks and dividends, while others prefer to keep a war chest for acquisitions. ' +
      'I think understanding these capital allocation decisions is a really important part of evaluating any business.',
  },
  {
    id: 'val-001',
    short:
      'Trading comps look at the multiples of similar public companies, precedent transactions look at multiples paid in past acquisitions, and a DCF gives an intrinsic value from the present value of future cash flows. I would show them on a football field chart.',
    strong:
      'There are three main ways. First, trading comps: you look at what similar public companies trade at, using multiples like EV to EBITDA. ' +
      'Second, precedent transactions, which apply the multiples that buyers paid in past deals for similar businesses. ' +
      'Third, a discounted cash flow, which is an intrinsic value: you project free cash flows and discount them back to present value. ' +
      'Comps and precedents are relative, market-based methods, whereas the DCF depends on your own assumptions. ' +
      'I would also run an LBO analysis as a floor, and I would show the range from each method side by side on a football field.',
    weak: 'You can use a DCF or look at other companies.',
    fluent:
      'Valuation is as much an art as a science, and I think that is what makes it such an interesting part of the job. ' +
      'Every company is different, and the right approach depends a lot on the industry, the stage of the business and the purpose of the analysis. ' +
      'For example, a young technology company and a mature utility raise completely different questions for an investor. ' +
      'In my experience from the investment club, the hardest part is not the mechanics but deciding which assumptions are reasonable and defending them. ' +
      'I also think it is important to listen to what clients care about and to communicate the conclusion clearly.',
  },
  {
    id: 'dcf-001',
    short:
      'Project unlevered free cash flow for five to ten years, discount it at the WACC, add a terminal value using perpetuity growth, and discount everything to present value to get enterprise value. Then subtract net debt to reach equity value.',
    strong:
      'In a DCF you value a company on the cash it will generate. First, I forecast the unlevered free cash flows, usually over a five to ten year horizon. ' +
      'Second, I work out the discount rate, which is normally the weighted average cost of capital, blending the cost of equity and the after-tax cost of debt. ' +
      'Third, I estimate a terminal value for the years beyond the forecast, either with the Gordon growth method or by applying an exit multiple to the final year EBITDA. ' +
      'Then I discount the cash flows and the terminal value back to present value and sum them, which gives enterprise value. ' +
      'Finally, I subtract net debt to get to equity value and divide by the diluted share count to get a value per share.',
    weak: 'You forecast the cash flows and work out a value from them.',
    fluent:
      'The DCF is probably the most famous valuation technique, and it is taught in every corporate finance course. ' +
      'It rests on the idea that a business is worth what it will produce for its owners over time, which is an intuitive way to think. ' +
      'The challenge in practice is that the output is very sensitive to the inputs, so two analysts can look at the same company and reach very different conclusions. ' +
      'That is why I think it is important to understand the business model deeply, talk to management, and read what industry experts say before building anything. ' +
      'I would also stress that judgment matters more than mechanics, and that a good banker always sanity-checks the result against the market.',
  },
  {
    id: 'dcf-004',
    short:
      'You weight the cost of each source of capital by its share of total capital. The cost of equity comes from CAPM, and the cost of debt is taken after tax because interest is tax deductible.',
    strong:
      'WACC is the blended return that all capital providers require, so you take the cost of each source of capital and weight it by its proportion of total capital. ' +
      'For the cost of equity I would use the CAPM: the risk-free rate plus beta times the equity risk premium. ' +
      'For debt I use the after-tax cost of debt, since interest payments are tax deductible, so it is the pre-tax yield times one minus the tax rate. ' +
      'The weights should be based on market values, or on a target capital structure, rather than book values. ' +
      'And if the company has preferred stock, I would include it as a separate component with its own cost.',
    weak: 'It is the average of the cost of debt and the cost of equity.',
    fluent:
      'WACC is one of the most important numbers in finance because it drives so many decisions, from valuing a company to deciding whether a new factory is worth building. ' +
      'Companies think about it constantly when they set hurdle rates for projects, and investors debate it whenever the market moves. ' +
      'I find it fascinating that such a small change in this number can swing a valuation by a huge amount, which is why bankers spend a lot of time defending their assumptions. ' +
      'It also reflects how risky the market thinks a business is, so it tells you something about sentiment. ' +
      'Overall, I would say that getting it right requires both technical skill and good judgment.',
  },
  {
    id: 'ma-003',
    short:
      "It depends on whether the target's earnings beat the after-tax cost of the financing. Paying a higher purchase price makes it more dilutive, and synergies make it more accretive.",
    strong:
      'It comes down to whether what the target earns is bigger than what it costs the buyer to finance the purchase. ' +
      'If the target earnings yield is higher than the after-tax cost of the funding, the deal is accretive; if it is lower, it is dilutive. ' +
      'The price matters a lot: the bigger the premium you pay, the higher the P/E you are effectively paying and the more dilutive the deal gets. ' +
      'The funding mix matters too, because each funding source has its own cost: after-tax interest for cash and new debt, and for stock the inverse of the acquirer P/E ratio. ' +
      'Synergies boost the combined net income and make the deal more accretive, whereas amortization of newly created intangibles and transaction fees drag pro forma earnings down. ' +
      'And if the target grows faster than the buyer, a deal that is dilutive in year one can become accretive later on.',
    weak: 'If the EPS of the buyer goes up it is accretive, otherwise it is dilutive.',
    fluent:
      'Accretion and dilution analysis is one of the first things a board looks at when it considers an acquisition, because public company CEOs are very sensitive to how the market will react. ' +
      'I think it is important to remember that EPS is only one lens and that plenty of value-creating deals look bad on this metric at first. ' +
      'Bankers usually present the analysis in a few slides, and the discussion in the boardroom can get quite heated. ' +
      'In my internship I saw how much time the team spent preparing these materials and how carefully they chose the wording. ' +
      'Ultimately the board needs to be comfortable that the strategic logic makes sense and that shareholders will support the transaction.',
  },
  {
    id: 'lbo-001',
    short:
      'The sponsor buys the company at a multiple of EBITDA, funded with debt and equity in a sources and uses table. Free cash flow is used to repay debt over about five years, and at exit you calculate the IRR and MOIC.',
    strong:
      'First the sponsor agrees a purchase price, usually a multiple of EBITDA, and decides how to fund it, which goes into a sources and uses table with the sponsor equity as the plug. ' +
      'Then I adjust the balance sheet for the new debt and equity, and create new goodwill for the excess over book value. ' +
      'Next I project the income statement and free cash flow over a holding period of roughly five years. ' +
      'Each year the free cash flow is used to pay down debt, through required amortization and then a cash sweep. ' +
      'At exit I apply an exit multiple to the final year EBITDA and subtract the remaining net debt to get the equity value that goes back to the sponsor. ' +
      'Finally I compute the IRR and the multiple of money and run sensitivity tables on the entry and exit multiples and the leverage.',
    weak: 'A fund buys a company with a lot of debt and sells it later for a profit.',
    fluent:
      'Leveraged buyouts became famous in the 1980s with deals like RJR Nabisco, and private equity has grown into a huge industry since then. ' +
      'The basic idea is that a financial investor acquires a business and tries to make it better over a few years. ' +
      'Firms like KKR and Blackstone have teams of operating partners who work with management to improve the company, and they care a lot about culture and incentives. ' +
      'I have read several books about the history of the industry, and I find it interesting how the strategies have evolved from pure financial engineering toward operational improvement. ' +
      'I think a good model should always reflect the investment thesis and the story behind the deal.',
  },
  {
    id: 'lbo-004',
    short:
      'EBITDA growth, multiple expansion when you exit at a higher multiple than entry, and debt paydown from free cash flow. Leverage amplifies all of them.',
    strong:
      'Returns come from three levers. The first is EBITDA growth, driven by higher revenue and expanding margins. ' +
      'The second is multiple expansion, where you sell the business at a higher multiple than you paid on entry. ' +
      'The third is paying down debt with the company\'s free cash flow, so a bigger slice of the enterprise value belongs to the equity holders at exit. ' +
      'Leverage magnifies all of these because the sponsor only writes a small equity check. ' +
      'A conservative model assumes the exit multiple is the same as the entry multiple, so the returns have to come from growth and deleveraging.',
    weak: 'Mostly it is about using a lot of borrowed money.',
    fluent:
      'Private equity returns have historically been attractive compared with public markets, which is why pension funds and endowments allocate so much money to the asset class. ' +
      'However, performance varies enormously between the best and worst managers, so limited partners spend a lot of time on due diligence before committing capital. ' +
      'I think the industry has become more competitive as funds have raised bigger pools of capital, which makes it harder to find bargains. ' +
      'Good firms differentiate themselves through sector expertise, sourcing networks and relationships with management teams. ' +
      'From what I have read, the culture inside each fund also matters a lot for how decisions get made.',
  },
  {
    id: 'mkt-003',
    short:
      'Higher rates raise the WACC, so DCF values fall, and growth stocks are hit hardest because their cash flows are far in the future. Multiples compress as bonds become more attractive.',
    strong:
      'When rates go up, the risk-free rate rises, which pushes up both the cost of equity and the cost of debt, so the WACC increases and DCF values drop. ' +
      'Growth stocks get hit hardest, because most of their value comes from cash flows far out in the future, which are discounted more heavily. ' +
      'Multiples also compress, since bonds become a more attractive alternative to stocks, so investors pay lower P/E multiples. ' +
      'For leveraged companies, higher interest expense eats into net income and free cash flow. ' +
      'That said, it depends on why rates are rising: if the economy is strong, earnings can hold up, and banks can benefit from wider lending margins.',
    weak: 'Higher rates are usually bad for the stock market.',
    fluent:
      'Interest rates have been one of the biggest stories in markets over the past few years, and everyone from retail investors to policymakers is watching them closely. ' +
      'The Federal Reserve meets eight times a year, and markets hang on every word of the press conference afterward. ' +
      'I follow the coverage in the Wall Street Journal and listen to a couple of macro podcasts, and I think it is fascinating how quickly sentiment can change. ' +
      'Different economists have very different views about where things are heading, and I think humility is important when making predictions. ' +
      'For a banker, staying informed about these developments is essential for having good conversations with clients.',
  },
  {
    id: 'fit-001',
    short:
      'I am currently a senior studying finance at Ohio State. Last summer my internship taught me to build models, and a sale process there sparked my interest in banking. I have since networked with bankers, and this role is the natural next step.',
    strong:
      'Sure. Right now I am a senior at Boston College majoring in economics, and I am applying for your summer analyst role. ' +
      'To give you a quick overview of my background, I grew up helping at my family restaurant, which got me curious about how businesses make money. ' +
      'At college I joined the investment club, and the common thread since then has been getting closer to real transactions. ' +
      'Last summer I interned at a boutique advisory firm, where I built a valuation model for a software company that was being sold. ' +
      'Watching the founder choose between offers sparked my interest in banking. ' +
      'Since then I have networked with bankers at several firms and prepared technically through a valuation elective. ' +
      'That brings me to this role: banking is the natural next step for me.',
    weak: 'I am a student and I like finance. I had a job last summer. I want to work at your bank.',
    fluent:
      'I was born in Ohio and grew up with two younger sisters and a dog named Max. ' +
      'In high school I played varsity soccer, and I was also in the school orchestra, where I played the cello for four years. ' +
      'When I got to college I tried a lot of different things, including the debate team and a volunteer program that tutors children on weekends. ' +
      'I love to travel, and I spent a semester abroad in Spain, which showed me a lot about adapting to a new culture. ' +
      'I am also a keen cook and I enjoy trying new recipes with my roommates on weekends. ' +
      'Overall, I would describe myself as curious, energetic and easy to work with, and I think people enjoy being around me.',
  },
  {
    id: 'fit-002',
    short:
      'Watching a sale process during an internship sparked my interest in banking. I want the steepest learning curve I can find, and I understand the long hours that come with it.',
    strong:
      'Three reasons, each tied to something I have done. First, the work: during my internship at a small M&A boutique I helped on the sale of a family business, and that first exposure to deals sparked my interest in banking. ' +
      'Second, I have spoken with about a dozen analysts, and I know the analyst job is mostly execution: building models and pitch materials and running diligence. ' +
      'That is where I would build technical skills fast, with the steepest learning curve I could find. ' +
      'Third, I enjoy working on deal teams where the stakes are high and the clients are real. ' +
      'I understand the long hours, and I am comfortable with them because my long-term goal is a deep grounding in corporate finance.',
    weak: 'Because it pays well and it is prestigious, and I like working hard.',
    fluent:
      'Banking is an industry with a long and interesting history, and it plays a central role in how the economy works. ' +
      'Banks help companies raise money, they advise governments, and they connect investors around the world. ' +
      'I have always admired the people who work in finance because they seem very sharp and driven, and I would like to be surrounded by people like that. ' +
      'I have read a lot of books about Wall Street, watched the documentaries, and I follow the business news every morning. ' +
      'I think I would be a great fit because I am ambitious and I do not mind a challenge, and I want a career that keeps me excited every single day.',
  },
  {
    id: 'fit-014',
    short:
      'My real weakness is delegating. I first noticed it leading a club project, so I started asking teammates for updates instead of doing everything myself, and I have already improved.',
    strong:
      'My real weakness is that I have found it hard to delegate. I first noticed it as a project lead in my investment club, when I tried to build most of the model myself and we almost missed the pitch date. ' +
      'Since then I set up a task list at the start of each project and split the work, and I started asking teammates to walk me through their pieces instead of redoing them. ' +
      'I have already improved: on our last pitch every member owned a section and we finished two days early. ' +
      'This matters in banking because on a deal team the analyst has to trust the work of others to hit the deadline.',
    weak: 'I am a perfectionist and I work too hard.',
    fluent:
      'I think everyone has areas they could develop, and I am someone who is always trying to grow as a person. ' +
      'I read a lot of books on personal development and I like to listen to podcasts about productivity and habits on my commute. ' +
      'My friends would say that I am very reliable and that I care deeply about the people around me. ' +
      'In school I have always been a strong student, and I have been lucky to have professors who pushed me to think critically about difficult questions. ' +
      'I also try to keep a healthy balance by exercising every morning and cooking at home, which helps me stay focused and positive.',
  },
  {
    id: 'fit-015',
    short:
      'I was elected vice president of my finance club when it was losing members. I took the lead on a new training program, and membership grew by half. The biggest lesson was that leading means trusting people.',
    strong:
      'Last spring I was elected vice president of our university finance club when membership had been falling for two years. ' +
      'I took the lead on rebuilding the training program: my first step was surveying members, then I split the curriculum into weekly modules, set clear deadlines for each presenter and ran mock interviews myself. ' +
      'The end result was that membership grew from 30 to 55 people and eight members landed internships. ' +
      'The biggest lesson I learned is that leading means setting clear expectations and then trusting people with real ownership. ' +
      'That is what I would bring to a deal team, where taking ownership of your piece of the work matters.',
    weak: 'I was captain of my soccer team and I helped everyone a lot.',
    fluent:
      'Leadership has always been important to me, and I think the best leaders are the ones who listen more than they talk. ' +
      'I admire people like Abraham Lincoln, who held together a cabinet full of rivals, and I have read a couple of biographies about him. ' +
      'In my opinion, a good leader sets an example through their own behaviour and treats everyone with respect, whatever their seniority. ' +
      'I also believe that it is something you can practice every day in small ways, like helping a classmate who is struggling or volunteering to organise a study group. ' +
      'Those are the values I try to live by in everything I do.',
  },
];

/** Strong answers given to a DIFFERENT question: [asked id, id whose strong answer is given]. */
export const MISMATCHED: Array<[asked: string, answeredWith: string]> = [
  ['dcf-001', 'dcf-004'],
  ['fit-002', 'fit-014'],
  ['acc-016', 'lbo-004'],
  ['ev-003', 'acc-002'],
  ['fit-015', 'ma-003'],
  ['mkt-003', 'fit-001'],
  ['lbo-001', 'ev-001'],
];

/** Bare lists of key terms, no sentences: [question id, list]. */
export const KEYWORD_LISTS: Array<[id: string, list: string]> = [
  ['acc-016', 'EBITDA, depreciation, tax shield, cash flow'],
  ['acc-002', 'net income down 7.5, add back depreciation, cash up 2.5, PP&E down 10, retained earnings down 7.5, tax shield'],
  ['dcf-004', 'WACC, cost of equity, CAPM, after-tax cost of debt, market value weights, target capital structure, preferred stock cost'],
  ['lbo-001', 'sources and uses, sponsor equity plug, project free cash flow, cash sweep, exit multiple, IRR, MOIC, sensitivity tables'],
  ['fit-015', 'vice president, took the lead, set deadlines, membership grew, biggest lesson, deal team'],
];

/** Inserts spoken fillers ("um", "like", "you know") every few words of `text`. */
export function withFillers(text: string, every = 4): string {
  const fillers = ['um,', 'like,', 'you know,', 'uh,'];
  return text
    .split(' ')
    .map((word, i) => (i > 0 && i % every === 0 ? `${fillers[(i / every) % fillers.length]} ${word}` : word))
    .join(' ');
}
