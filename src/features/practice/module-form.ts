/**
 * The create-module form (spec sections 3 and 5): a name and four multi-selects. Create is allowed
 * when the trimmed name is not empty and at least one option is selected in any category.
 */
import { FIRMS, MODULE_INDUSTRY_GROUPS, OFFICE_LOCATIONS, QUESTION_TYPES } from '@content/options';
import type { CreateModuleRequest, ModuleSelections } from '@core/contract/modules';

export type ModuleForm = { name: string } & ModuleSelections;
export type SelectionKey = keyof ModuleSelections;

/** The four categories, in the order the dialog shows them. */
export const MODULE_CATEGORIES: readonly { key: SelectionKey; label: string; options: readonly string[] }[] = [
  { key: 'questionTypes', label: 'Question Types', options: QUESTION_TYPES },
  { key: 'firms', label: 'Firms', options: FIRMS },
  { key: 'officeLocations', label: 'Office Locations', options: OFFICE_LOCATIONS },
  { key: 'industryGroups', label: 'Industry Groups', options: MODULE_INDUSTRY_GROUPS },
];

export const EMPTY_MODULE_FORM: ModuleForm = { name: '', questionTypes: [], firms: [], officeLocations: [], industryGroups: [] };

/** How many options are selected across the four categories. */
export function selectionCount(form: ModuleForm): number {
  return MODULE_CATEGORIES.reduce((sum, { key }) => sum + form[key].length, 0);
}

/** True when the form may be submitted: a non-blank name and at least one selection. */
export function canCreateModule(form: ModuleForm): boolean {
  return form.name.trim() !== '' && selectionCount(form) > 0;
}

/** The body of POST /api/create-module for `form` and the signed-in user. */
export function toCreateRequest(form: ModuleForm, userId: string): CreateModuleRequest {
  return {
    name: form.name.trim(),
    questionTypes: [...form.questionTypes],
    firms: [...form.firms],
    officeLocations: [...form.officeLocations],
    industryGroups: [...form.industryGroups],
    user_id: userId,
  };
}
