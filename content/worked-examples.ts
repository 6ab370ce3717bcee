/**
 * The worked examples' raw content: one file per guide under content/worked-examples/, plus one for
 * the industry groups' examples (printed in the questions guide), imported explicitly so the module
 * runs in Vite, vitest and tsx alike. Unvalidated here; see core/worked-examples/load.ts.
 */
import accounting from './worked-examples/accounting.json' with { type: 'json' };
import questions from './worked-examples/ib-interview-questions.json' with { type: 'json' };
import dcf from './worked-examples/dcf.json' with { type: 'json' };
import lbo from './worked-examples/lbo.json' with { type: 'json' };
import enterpriseValue from './worked-examples/equity-enterprise-value.json' with { type: 'json' };
import valuation from './worked-examples/valuation.json' with { type: 'json' };
import mergerModel from './worked-examples/merger-model.json' with { type: 'json' };
import industryGroups from './worked-examples/industry-groups.json' with { type: 'json' };

/** Every worked example as raw JSON, in guide order. */
export const RAW_WORKED_EXAMPLES: readonly unknown[] = [accounting, questions, dcf, lbo, enterpriseValue, valuation, mergerModel, industryGroups].flat();
