import { useState } from 'react';
import { api } from '@physio/shared-auth';
import {
  DEPENDANT_RELATIONS,
  FAMILY_MESSAGES,
  dependantFormSchema,
  RELATION_LABELS,
  type Dependant,
  type DependantFormValues,
} from '@physio/shared-contracts';
import { Button, InlineMessage, SelectField, Stack, TextField, useSchemaForm } from '@physio/shared-ui';

const EMPTY: DependantFormValues = { name: '', relation: '', age: '' };

interface Props {
  /** Correcting this family member; adding a new one when absent. */
  editing?: Dependant;
  onSaved: (saved: Dependant, message: string) => void;
  onCancel?: () => void;
}

/** Add a family member, or correct one: name, how they are related, age in years (no phone needed). */
export function DependantForm({ editing, onSaved, onCancel }: Props) {
  const initial = editing
    ? { name: editing.name, relation: editing.relation, age: String(editing.age) }
    : EMPTY;
  const form = useSchemaForm(dependantFormSchema, initial);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState('');
  const title = editing ? `Correct ${editing.name}'s details` : 'Add a family member';
  const save = form.submit(async (data) => {
    if (saving) return;
    setSaving(true);
    setError('');
    const body = { name: data.name, relation: data.relation, age: Number(data.age) };
    const result = editing
      ? await api.family.correct({ params: { id: editing.id }, body }, 'Could not save the changes')
      : await api.family.add({ body }, 'Could not add the family member');
    setSaving(false);
    if (!result.ok) {
      setError(result.message);
      return;
    }
    if (!editing) form.reset(EMPTY);
    onSaved(result.data, editing ? FAMILY_MESSAGES.corrected : FAMILY_MESSAGES.added);
  });
  return (
    <form ref={form.formRef} onSubmit={save} noValidate aria-label={title}>
      <Stack>
        <TextField label="Name" autoComplete="off" {...form.input('name')} />
        <SelectField label="Relation" {...form.input('relation')}>
          <option value="">Choose…</option>
          {DEPENDANT_RELATIONS.map((r) => (
            <option key={r} value={r}>
              {RELATION_LABELS[r]}
            </option>
          ))}
        </SelectField>
        <TextField label="Age (years)" inputMode="numeric" autoComplete="off" {...form.input('age')} />
        {error && <InlineMessage tone="error">{error}</InlineMessage>}
        <div>
          <Button type="submit" variant="primary" loading={saving}>
            {editing ? 'Save changes' : 'Add family member'}
          </Button>{' '}
          {onCancel && (
            <Button type="button" variant="ghost" onClick={onCancel}>
              Cancel
            </Button>
          )}
        </div>
      </Stack>
    </form>
  );
}
