/**
 * 'Create Custom Module' and its dialog (spec sections 4, 5 and 8): a name and the four
 * multi-selects; Create is disabled, with the spec's hint, until the name is filled in and one
 * option is chosen; 'Creating...' while the request runs; 'Module created successfully' closes
 * the dialog and resets the form, as Cancel does; a failure toasts the server's error, else
 * 'Failed to create module'. Signed out: 'Please log in to create a module'. Creating needs a
 * connection, and the dialog says so offline.
 */
import { useId, useState, type FormEvent } from 'react';
import { toast } from '@/lib/toast';
import { CREATE_MODULE_HINT, MODULE_MESSAGES, type ModuleSummary } from '@core/contract/modules';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { createModule, isNetworkError, serverErrorText } from '@/features/practice/modules-api';
import { canCreateModule, EMPTY_MODULE_FORM, MODULE_CATEGORIES, toCreateRequest, type ModuleForm, type SelectionKey } from '@/features/practice/module-form';
import { MultiSelect } from '@/features/practice/multi-select';

/** Shown in the dialog with no connection. */
export const CREATE_OFFLINE_NOTE = 'Creating a module needs a connection. You are offline: your modules and flash cards still work.';

export interface CreateModuleDialogProps {
  userId: string | null;
  online: boolean;
  /** After the server created `module`. */
  onCreated: (module: ModuleSummary) => void | Promise<void>;
}

export function CreateModuleDialog({ userId, online, onCreated }: CreateModuleDialogProps) {
  const [open, setOpen] = useState(false);
  const [form, setForm] = useState<ModuleForm>(EMPTY_MODULE_FORM);
  const [submitting, setSubmitting] = useState(false);
  const nameId = useId();
  const hintId = useId();
  const ready = canCreateModule(form);

  function changeOpen(next: boolean) {
    if (submitting) return;
    setOpen(next);
    if (!next) setForm(EMPTY_MODULE_FORM);
  }

  function select(key: SelectionKey, values: string[]) {
    setForm((previous) => ({ ...previous, [key]: values }));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!ready || submitting) return;
    if (!userId) {
      toast.error(MODULE_MESSAGES.loginToCreate);
      return;
    }
    if (!online) {
      toast.error(CREATE_OFFLINE_NOTE);
      return;
    }
    setSubmitting(true);
    try {
      const created = await createModule(toCreateRequest(form, userId));
      toast.success(MODULE_MESSAGES.created);
      setSubmitting(false);
      setOpen(false);
      setForm(EMPTY_MODULE_FORM);
      await onCreated(created);
    } catch (error) {
      console.error('create-module failed', error);
      setSubmitting(false);
      if (isNetworkError(error)) toast.error(CREATE_OFFLINE_NOTE);
      else if (error instanceof Error && error.name === 'UnauthorizedError') toast.error(MODULE_MESSAGES.loginToCreate);
      else toast.error(serverErrorText(error) ?? MODULE_MESSAGES.createFailed);
    }
  }

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogTrigger asChild>
        <Button size="lg">Create Custom Module</Button>
      </DialogTrigger>
      <DialogContent className="flex max-h-[90dvh] max-w-lg flex-col gap-4 overflow-y-auto">
        <div className="space-y-1">
          <DialogTitle>Create Custom Module</DialogTitle>
          <DialogDescription>Name your module and choose the questions it holds.</DialogDescription>
        </div>
        <form onSubmit={(event) => void submit(event)} className="space-y-4" aria-busy={submitting}>
          <div className="space-y-1">
            <Label htmlFor={nameId}>Module name</Label>
            <Input
              id={nameId}
              value={form.name}
              onChange={(event) => setForm((previous) => ({ ...previous, name: event.target.value }))}
              placeholder="e.g. Superday technicals"
              maxLength={100}
              autoComplete="off"
              disabled={submitting}
            />
          </div>
          {MODULE_CATEGORIES.map(({ key, label, options }) => (
            <MultiSelect key={key} label={label} options={options} selected={form[key]} onChange={(values) => select(key, values)} disabled={submitting} />
          ))}
          {!ready && (
            <p id={hintId} className="text-sm text-muted-foreground">
              {CREATE_MODULE_HINT}
            </p>
          )}
          {!online && (
            <p role="status" className="rounded-md bg-muted p-3 text-sm">
              {CREATE_OFFLINE_NOTE}
            </p>
          )}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" size="lg" onClick={() => changeOpen(false)} disabled={submitting}>
              Cancel
            </Button>
            <Button type="submit" size="lg" disabled={!ready || submitting || !online} aria-describedby={ready ? undefined : hintId}>
              {submitting ? MODULE_MESSAGES.creating : 'Create'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
