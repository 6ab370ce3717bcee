/**
 * The mock-interview setup fields shared by the setup page and the landing page's inline form:
 * job category, company, stage, industry group, office location (free text with OFFICE_LOCATIONS
 * suggested) and duration, each with its validation message beneath it.
 */
import type { InterviewSetup } from '@core/contract/interview';
import { JOB_CATEGORIES, JOB_CATEGORY_LABELS, OFFICE_LOCATIONS, SETUP_INDUSTRY_GROUPS, STAGE_LABELS, STAGES } from '@content/options';
import { FormField } from '@/components/form-field';


export type InterviewSetupErrors = Partial<Record<keyof InterviewSetup, string>>;

function Options({ placeholder, options }: { placeholder: string; options: { value: string; label: string }[] }) {
  return (
    <>
      <option value="">{placeholder}</option>
      {options.map(({ value, label }) => (
        <option key={value} value={value}>
          {label}
        </option>
      ))}
    </>
  );
}

/**
 * Uncontrolled setup fields named after InterviewSetup's keys. `idPrefix` prefixes each control's
 * id and `locationsListId` names the locations datalist, so two forms can share a page;
 * `durations` are the minutes offered; `controlClassName` styles every control.
 */
export function InterviewSetupFields({
  errors,
  durations,
  idPrefix,
  locationsListId,
  controlClassName,
}: {
  errors: InterviewSetupErrors;
  durations: readonly number[];
  idPrefix: string;
  locationsListId: string;
  controlClassName?: string;
}) {
  const field = { idPrefix, className: controlClassName };
  return (
    <>
      <FormField {...field} name="jobCategory" label="Job category" error={errors.jobCategory}>
        {(props) => (
          <select {...props} defaultValue="">
            <Options placeholder="Select a job category" options={JOB_CATEGORIES.map((value) => ({ value, label: JOB_CATEGORY_LABELS[value] }))} />
          </select>
        )}
      </FormField>
      <FormField {...field} name="company" label="Company" error={errors.company}>
        {(props) => <input {...props} type="text" autoComplete="organization" placeholder="e.g. Goldman Sachs" />}
      </FormField>
      <FormField {...field} name="stage" label="Interview stage" error={errors.stage}>
        {(props) => (
          <select {...props} defaultValue="">
            <Options placeholder="Select a stage" options={STAGES.map((value) => ({ value, label: STAGE_LABELS[value] }))} />
          </select>
        )}
      </FormField>
      <FormField {...field} name="industry" label="Industry group" error={errors.industry}>
        {(props) => (
          <select {...props} defaultValue="">
            <Options placeholder="Select an industry group" options={SETUP_INDUSTRY_GROUPS.map((value) => ({ value, label: value }))} />
          </select>
        )}
      </FormField>
      <FormField {...field} name="location" label="Office location" error={errors.location}>
        {(props) => <input {...props} type="text" list={locationsListId} placeholder="e.g. New York" />}
      </FormField>
      <datalist id={locationsListId}>
        {OFFICE_LOCATIONS.map((location) => (
          <option key={location} value={location} />
        ))}
      </datalist>
      <FormField {...field} name="duration" label="Duration" error={errors.duration}>
        {(props) => (
          <select {...props} defaultValue="">
            <Options placeholder="Select a duration" options={durations.map((minutes) => ({ value: String(minutes), label: `${minutes} minutes` }))} />
          </select>
        )}
      </FormField>
    </>
  );
}

/** Focuses the form's control for the first field in `errors` (the order validation reported them). */
export function focusFirstInvalid(form: HTMLFormElement, errors: InterviewSetupErrors) {
  const first = Object.keys(errors)[0];
  form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
}
