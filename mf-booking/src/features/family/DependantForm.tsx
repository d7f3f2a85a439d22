import { useState } from 'react';
import { api } from '@physio/shared-auth';
import {
  DEPENDANT_RELATIONS,
  FAMILY_MESSAGES,
  dependantFormSchema,
  type Dependant,
  type DependantFormValues,
} from '@physio/shared-contracts';
import {
  Button,
  InlineMessage,
  SelectField,
  Stack,
  TextField,
  useLocale,
  useMessages,
  useSchemaForm,
} from '@physio/shared-ui';
import { sessionWordsCatalog } from '../../lib/sessionWords';
import { familyCatalog } from './familyMessages';

const EMPTY: DependantFormValues = { name: '', relation: '', age: '' };

interface Props {
  /** Correcting this family member; adding a new one when absent. */
  editing?: Dependant;
  onSaved: (saved: Dependant, message: string) => void;
  onCancel?: () => void;
}

/**
 * Add a family member, or correct one: name, how they are related, age in years (no phone needed). The age, not the
 * year of birth: it is what the form asks and what a daughter knows of her father (older parents often have
 * no birth date on record); the server keeps the birth year it gives and shows the age from it, so it moves on.
 */
export function DependantForm({ editing, onSaved, onCancel }: Props) {
  const initial = editing
    ? { name: editing.name, relation: editing.relation, age: String(editing.age) }
    : EMPTY;
  const form = useSchemaForm(dependantFormSchema, initial);
  const t = useMessages(familyCatalog);
  const relationLabel = useMessages(sessionWordsCatalog);
  const locale = useLocale();
  /** A field's wiring with its error (the spec's and FAMILY_MESSAGES, in English) in the page's language. */
  const said = <F extends { error: string | undefined }>(field: F): F => ({
    ...field,
    error: field.error && familyCatalog.translateText(locale, field.error),
  });
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState('');
  const title = editing ? t('correctTitle', { name: editing.name }) : t('addTitle');
  const save = form.submit(async (data) => {
    if (saving) return;
    setSaving(true);
    setError('');
    const body = { name: data.name, relation: data.relation, age: Number(data.age) };
    const result = editing
      ? await api.family.correct({ params: { id: editing.id }, body }, t('saveFailed'))
      : await api.family.add({ body }, t('addFailed'));
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
        <TextField label={t('name')} autoComplete="off" {...said(form.input('name'))} />
        <SelectField label={t('relation')} {...said(form.input('relation'))}>
          <option value="">{t('choose')}</option>
          {DEPENDANT_RELATIONS.map((r) => (
            <option key={r} value={r}>
              {relationLabel(`relation_${r}`)}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t('age')}
          hint={t('ageHint')}
          inputMode="numeric"
          autoComplete="off"
          {...said(form.input('age'))}
        />
        {error && <InlineMessage tone="error">{familyCatalog.translateText(locale, error)}</InlineMessage>}
        <div>
          <Button type="submit" variant="primary" loading={saving}>
            {t(editing ? 'saveChanges' : 'add')}
          </Button>{' '}
          {onCancel && (
            <Button type="button" variant="ghost" onClick={onCancel}>
              {t('cancel')}
            </Button>
          )}
        </div>
      </Stack>
    </form>
  );
}
