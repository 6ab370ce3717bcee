/**
 * Synonym groups of the offline coach: ways a candidate may say the same finance or interview idea.
 * Each group maps its phrases to one canonical term (ids start with `~`), so "enterprise value", "EV"
 * and "TEV" all match the cue word "EV". Phrases are stemmed like the text they are matched against;
 * the longest phrase wins ("retained earnings" before "earnings"). This file is data: add a phrase to
 * the group it belongs to; keep direction words (up/down) in separate groups, never merged.
 */

/**
 * One synonym group.
 * - `ids`: the canonical term(s), space-separated ("~tax ~shield" when one phrase says two ideas).
 * - `phrases`: `|`-separated phrases; a phrase starting with `=` matches that exact word unstemmed
 *   (used when stems collide, e.g. "acquirer" and "acquire" both stem to "acquir").
 * - `also`: broader terms an answer using the phrase also counts for ("free cash flow" is a "cash flow"),
 *   never required of an answer when the phrase appears in a cue.
 */
export interface SynonymGroup {
  ids: string;
  phrases: string;
  also?: string;
}

const g = (ids: string, phrases: string, also?: string): SynonymGroup => ({ ids, phrases, also });

/** Abbreviations expanded to words before matching (the expansion takes the abbreviation's place). */
export const EXPANSIONS: Readonly<Record<string, string>> = {
  ufcf: 'unlevered free cash flow',
  lfcf: 'levered free cash flow',
  fcff: 'unlevered free cash flow',
  fcfe: 'levered free cash flow',
  ltm: 'last twelve months',
  ttm: 'last twelve months',
  ntm: 'next twelve months',
  nol: 'net operating loss',
  nols: 'net operating loss',
};

/** Id of phrases that carry no idea ("hold up", "set up"): dropped like stop words. */
export const SKIP_ID = '~skip';

/**
 * Terms so common in answers that, in a cue, they count half: directions, light verbs and very
 * general nouns. A cue is not covered by these words alone ("goes up" is not "cash goes up by 2.5").
 */
export const GENERIC_TERMS: ReadonlySet<string> = new Set(
  '~up ~down ~not ~add ~subtract ~affect ~company ~value ~cost ~pay ~current ~improve ~result ~percent us work take took new part time lot good big first make'.split(' '),
);

/** Finance vocabulary, then directions and verbs, then interview (behavioral) vocabulary. */
export const SYNONYM_GROUPS: readonly SynonymGroup[] = [
  // Valuation and capital structure
  g('~ev', 'enterprise value|ev|tev|total enterprise value|firm value|enterprise values'),
  g('~equityvalue', 'equity value|market cap|market capitalization|market capitalisation|market value of equity|equity market value|mkt cap'),
  g('~bookequity', 'shareholders equity|stockholders equity|book value of equity|book equity|owners equity|total equity', '~equity'),
  g('~equity', 'equity|equities'),
  g('~nci', 'minority interest|minority interests|noncontrolling interest|non controlling interest|nci'),
  g('~preferred', 'preferred stock|preferred equity|preferred shares|preferreds|preference shares'),
  g('~debt', 'debt|borrowing|borrowings|loan|loans|leverage|bond|bonds|indebtedness'),
  g('~cash', 'cash|cash and cash equivalents|cash equivalents|cash balance|cash on hand'),
  g('~shareprice', 'share price|stock price|stock prices|share prices|price per share|trading price|per share price', 'stock'),
  g('~dcf', 'dcf|discounted cash flow|discounted cash flows|discounted cash flow analysis|discounted cash flow model'),
  g('~tv', 'terminal value|tv|continuing value|terminal values'),
  g('~pgm', 'perpetuity growth|perpetuity growth method|gordon growth|gordon growth model|growing perpetuity|terminal growth rate|terminal growth|perpetual growth|long term growth rate|perpetuity'),
  g('~exitmultiple', 'exit multiple|exit multiples|terminal multiple|terminal multiple method|exit multiple method'),
  g('~npv', 'net present value|npv', '~pv'),
  g('~pv', 'present value|pv|present values|discount back|discounted back|discounting back|value today|todays value|todays dollars'),
  g('~wacc', 'wacc|weighted average cost of capital|cost of capital'),
  g('~wacc', 'discount rate|discount rates', 'discount'),
  g('~costequity', 'cost of equity|required return on equity|ke|required return for equity investors', '~cost ~equity'),
  g('~costdebt', 'cost of debt|kd|borrowing cost|borrowing costs|interest rate on debt|interest rate on the debt', '~cost ~debt'),
  g('~capm', 'capm|capital asset pricing model'),
  g('~overhead', 'overhead|overheads|corporate overhead|corporate overheads|corporate costs|corporate cost|head office|head office costs|head office cost|headquarters costs|hq costs'),
  // A concept implies what defines it: the treasury stock method is about options, four-wall EBITDA
  // is a store's profit before corporate overhead (a question may describe it instead of naming it).
  g('~tsm', 'treasury stock method|tsm', 'option ~dilutive'),
  g('4 wall ~ebitda', '4 wall ebitda', 'store ~profitable befor ~overhead'),
  g('~rf', 'risk free rate|risk free|rf|treasury yield|treasury rate|government bond yield|10 year treasury|treasuries'),
  g('~erp', 'equity risk premium|erp|market risk premium|mrp'),
  g('~irr', 'irr|internal rate of return|return|returns|annualized return|annualised return'),
  g('~moic', 'moic|multiple of invested capital|multiple on invested capital|multiple of money|money multiple|cash on cash|cash on cash return|mom'),
  g('~comps', 'comps|comparable|comparables|compare|comparable companies|comparable company|comparable company analysis|trading comps|public comps|peer|peers|peer group|peer companies|similar companies|similar businesses|similar public companies|similar listed companies|comparable businesses'),
  g('~precedents', 'precedent|precedents|precedent transactions|precedent transaction|transaction comps|deal comps|ma comps|precedent deals|past deals|past transactions|prior transactions|previous deals|previous transactions|historical transactions|historical deals|past acquisitions|prior acquisitions|previous acquisitions'),
  g('~lbo', 'lbo|leveraged buyout|leveraged buy out|lbos|leveraged buyouts|buyout|buyouts'),
  g('~sponsor', 'private equity|private equity firm|private equity fund|pe firm|pe fund|pe investor|pe buyer|financial sponsor|sponsor|sponsors|buyout fund'),
  g('~pe', 'pe|p to e|price to earnings|price earnings|pe ratio|p e'),
  g('~eps', 'eps|earnings per share'),
  g('~value', 'value|valuation|valuations|valu|valuing'),
  g('~intrinsic', 'intrinsic|fundamental|absolute'),
  g('~relative', 'relative|market based|market driven'),
  g('~floor', 'floor|minimum|lower bound|lowest'),
  g('~ceiling', 'ceiling|maximum|upper bound|highest'),
  g('~mean', 'mean|average|averages'),
  // Accounting
  g('~revenue', 'revenue|revenues|sales|top line|turnover'),
  g('~cogs', 'cogs|cost of goods sold|cost of sales|cost of revenue'),
  g('~grossprofit', 'gross profit|gross margin'),
  g('~opex', 'opex|operating expenses|operating expense|operating costs|sga|sg and a|s g and a|selling general and administrative'),
  g('~ebitda', 'ebitda'),
  g('~ebitda ~netincome befor interest ~tax ~da', 'earnings before interest taxes depreciation and amortization|earnings before interest tax depreciation and amortization|earnings before interest taxes depreciation amortization'),
  g('~ebit', 'ebit|operating income|operating profit|operating earnings'),
  g('~ebit ~netincome befor interest ~tax', 'earnings before interest and taxes|earnings before interest and tax|earnings before interest taxes'),
  g('~ebt', 'ebt|pre tax income|pretax income|taxable income|income before taxes|pre tax profit'),
  g('~ebt ~netincome befor ~tax', 'earnings before taxes|earnings before tax'),
  g('~netincome', 'net income|net profit|net earnings|bottom line|profit|profits|earnings|after tax income|net loss'),
  g('~re', 'retained earnings'),
  g('~da', 'da|d and a|depreciation|amortization|amortisation|depreciation and amortization|depreciation and amortisation|depreciate|amortize|amortise'),
  g('~capex', 'capex|capital expenditure|capital expenditures|cap ex|capital spending|capital investment|capital investments|investment in ppe|purchase of ppe|purchases of ppe'),
  g('~ppe', 'ppe|pp and e|property plant and equipment|property plant equipment|fixed assets|fixed asset'),
  g('~nwc', 'working capital|net working capital|nwc|operating working capital'),
  g('~ar', 'accounts receivable|ar|receivables|receivable'),
  g('~ap', 'accounts payable|ap|payables|payable'),
  g('~fcf', 'free cash flow|fcf|free cash flows', '~cashflow'),
  g('~cfs', 'cash flow statement|cfs|statement of cash flows|cash flow statements'),
  g('~is', 'income statement|pl|p and l|profit and loss|profit and loss statement|statement of operations|income statements'),
  g('~bs', 'balance sheet|balance sheets'),
  g('~cashflow', 'cash flow|cash flows|cash generation|operating cash flow'),
  g('~interestexp', 'interest expense|interest payments|interest payment|interest cost|interest costs'),
  g('~tax ~shield', 'tax shield|tax deductible|deductible|tax deduction|tax savings|tax saving|tax benefit|tax deductions'),
  g('~tax', 'tax|taxes|taxation|tax expense'),
  g('~noncash', 'non cash|noncash|not a cash|isnt a cash|not cash|no cash'),
  g('~cost', 'cost|costs|expense|expenses|spend|spending|expenditure'),
  g('~dta', 'deferred tax asset|deferred tax assets|dta|dtas'),
  g('~dtl', 'deferred tax liability|deferred tax liabilities|dtl|dtls'),
  g('~lender', 'lender|lenders|lending|debt holder|debt holders|debtholder|debtholders|creditor|creditors|bondholder|bondholders|debt investors'),
  g('~shareholders', 'shareholder|shareholders|stockholder|stockholders|equity holder|equity holders|equity investors|owners|owner'),
  g('~dividend', 'dividend|dividends|distribution|distributions|payout'),
  g('~buyback', 'buyback|buybacks|share buyback|stock buyback|repurchase|share repurchase|stock repurchase'),
  g('~percent', 'percent|percentage|pct'),
  // M&A
  g('~ma', 'ma|merger|mergers|mergers and acquisitions|m and a'),
  g('~acquirer', '=acquirer|=acquirers|=acquiror|buyer|buyers|bidder|purchaser|acquiring company'),
  g('~acquire', 'acquire|acquisition|acquisitions|acquired|buy|buys|bought|purchase|purchases|purchased|takeover|take over'),
  g('~target', 'target|target company|seller|acquired company'),
  g('~accretive', 'accretive|accretion'),
  g('~dilutive', 'dilutive|dilution'),
  g('~synergy', 'synergy|synergies'),
  g('~purchaseprice', 'purchase price|price paid|offer price|acquisition price|deal value|transaction value|consideration'),
  g('~sell', 'sell|sale|sold|sells|divest|divestiture|dispose|exit|exits|exited'),
  g('~ipo', 'ipo|initial public offering|going public|go public'),
  g('~deal', 'deal|deals|transaction|transactions'),
  // Directions and verbs
  g('~up', 'increase|increases|increased|rise|rises|rose|grow|grows|grew|growth|high|higher|up|go up|goes up|went up|boost|boosts|greater|larger|bigger|expand|expands|expanding|expansion'),
  g('~up', 'raise|raises|raised', '~issue'),
  g('~down', 'decrease|decreases|decreased|decline|declines|declined|fall|falls|fell|drop|drops|dropped|low|lower|lowers|lowered|down|go down|goes down|went down|reduce|reduces|reduced|reduction|fewer|smaller|shrink|shrinks|cut|cuts'),
  g('~down', 'less', '~subtract'),
  g('~skip', 'hold up|holds up|set up|sets up|end up|ends up|pick up|picks up|make up|makes up|made up|sign up|build up|built up|come up|comes up|came up|step down|wind down|turn down|sit down|look up|catch up|keep up|show up|shows up|open up|opened up'),
  g('~interesting', '=interesting|=interestingly'),
  g('~subtract', 'subtract|subtracts|subtracted|minus|deduct|deducts|net of|take away|takes away'),
  g('~add', 'add|adds|added|plus|add back|adds back|added back'),
  g('~affect', 'affect|affects|impact|impacts|effect|influence|influences|hit|hits'),
  g('~not', 'not|no|never|doesnt|dont|isnt|wont|cant|cannot|didnt|arent|wasnt|none'),
  g('~pay', 'pay|pays|paid|payment|payments|paying'),
  g('~paydown', 'pay down|pays down|paid down|paydown|pay off|paid off|repay|repays|repaid|repayment|deleverage|deleveraging|delever', '~pay ~debt'),
  g('~issue', 'issue|issues|issued|issuing|issuance'),
  g('~greatest', 'greatest|biggest|largest|main|primary'),
  g('~need', 'need|needs|needed|requirement|requirements|require|requires|required'),
  g('~calculate', 'calculate|calculates|calculated|calculating|calculation|compute|computes|computed|work out|works out|worked out|working out|figure out|figured out|derive|derives|derived'),
  g('~project', 'project|projects|projected|projection|projections|forecast|forecasts|forecasted|forecasting'),
  g('~risk', 'risk|risks|risky|riskier|riskiness|uncertainty'),
  g('~company', 'company|companies|business|businesses|corporation|corporations'),
  g('~recession', 'recession|downturn|slowdown|economic downturn'),
  g('~fed', 'fed|federal reserve|central bank|central banks'),
  // Interview vocabulary
  g('~ib', 'investment banking|investment bank|investment banks|banking|bank|banks|ib|banker|bankers|investment banker|investment bankers'),
  g('~intern', 'intern|internship|internships|interned|summer analyst|summer internship|summer job'),
  g('~client', 'client|clients|customer|customers'),
  g('~lead', 'lead|leads|led|leader|leaders|leadership|manage|managed|managing|ran|headed|oversaw|captain|captained|chair|chaired'),
  g('~learn', 'learn|learns|learned|learnt|learning|lesson|lessons|taught|teach|realized|realised|takeaway'),
  g('~challenge', 'challenge|challenges|challenging|difficult|difficulty|problem|problems|obstacle|obstacles|setback|setbacks|struggle|struggled|tough'),
  g('~mistake', 'mistake|mistakes|failure|failures|fail|failed|error|errors|went wrong|misstep'),
  g('~conflict', 'conflict|conflicts|disagreement|disagreements|disagree|disagreed|tension|clash|friction|dispute'),
  g('~passion', 'passion|passionate|excited|exciting|excite|enjoy|enjoyed|love|loved|drawn|appeal|appeals|appealed|fascinated|fascinating|attracted|attracts'),
  g('~school', 'university|school|college|uni|campus'),
  g('~study', 'study|studying|studied|major|majoring|majored|=degree|concentration|concentrating'),
  g('~finance', 'finance|financial'),
  g('~background', 'background|story|journey|path'),
  g('~overview', 'overview|summary|snapshot|rundown|brief'),
  g('~current', 'current|currently|now|today|right now|at the moment'),
  g('~network', 'network|networking|networked|spoke with|spoke to|talked to|talked with|reached out|coffee chat|coffee chats|met with|conversations with|speaking with'),
  g('~skill', 'skill|skills|skillset|skill set|ability|abilities|toolkit'),
  g('~goal', 'goal|goals|aim|aims|objective|objectives|aspiration|aspirations'),
  g('~weakness', 'weakness|weaknesses|weak spot|area for improvement|areas for improvement|development area'),
  g('~improve', 'improve|improved|improving|improvement|better'),
  g('~feedback', 'feedback|criticism|critique'),
  g('~detail', 'detail|details|detail oriented|attention to detail|accuracy|accurate|careful'),
  g('~communicate', 'communicate|communicates|communication|explain|explained|explaining'),
  g('~result', 'result|results|resulted|outcome|outcomes'),
  g('~deadline', 'deadline|deadlines|time pressure|tight timeline|tight timelines'),
  g('~teamwork', 'teamwork|team player|collaborate|collaborated|collaboration|collaborative|work with others'),
  g('~boutique', 'boutique|boutiques|elite boutique|elite boutiques|eb'),
  g('~bulge', 'bulge bracket|bb|bulge brackets|large bank|big bank|large banks|big banks'),
  g('~midmarket', 'middle market|mid market|mm|middle market bank|middle market banks'),
  // How interviewers word questions (question resolution)
  g('~resume', 'resume|resumes|cv|cvs|curriculum vitae'),
  g('~bankrupt', 'bankrupt|bankruptcy|go bust|goes bust|gone bust|went bust|insolvent|insolvency|go under|goes under'),
  g('~drive', 'drive|drives|driver|drivers|driven|driving'),
  g('~hire', 'hire|hires|hired|hiring|give you the job|give you this job|offer you the job|take you on'),
  g('~metric', 'metric|metrics|measure|measures|kpi|kpis|yardstick'),
  g('~employee', 'employee|employees|staff|workforce|headcount|personnel'),
  g('~attrition', 'attrition|staff turnover|employee turnover'),
  g('~common', 'widely used|most widely used|commonly used|most common|most popular|everyone uses|everybody uses|everyone use'),
  g('~profitable', 'profitable|make money|makes money|making money|made money|earn money|earns money|earning money', '~netincome'),
  g('~unprofitable', 'unprofitable|not profitable|loss making|lossmaking|losing money|loses money|lost money|negative earnings'),
];
