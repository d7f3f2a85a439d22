/**
 * The one form hook: a form's values are checked by ONE schema (a zod schema of
 * @physio/shared-contracts, whose messages are the spec's), on blur of a field, while a shown error
 * is being corrected, and on submit. The schema is typed structurally (anything with zod's
 * `safeParse`), so this package bundles no validation library of its own.
 *
 * The schema may still be on its way (null): a page can leave zod out of its first render and load
 * its rules when the visitor starts on the form (useWhenNeeded). Meanwhile nothing is lost: a blur
 * is checked, and a submit goes through, as soon as the schema arrives.
 */
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';

export interface SchemaIssue {
  readonly path: ReadonlyArray<PropertyKey>;
  readonly message: string;
}
export interface FormSchema<Out> {
  safeParse(
    input: unknown,
  ): { success: true; data: Out } | { success: false; error: { issues: ReadonlyArray<SchemaIssue> } };
}
export type FormErrors<V> = Partial<Record<keyof V & string, string>>;

/** `exercises.0.name`: where a field inside a list of rows (an array value) is. */
const pathKey = (path: ReadonlyArray<PropertyKey>) => path.map(String).join('.');

/**
 * Every field's first message (by the first segment of the issue's path); a field inside a list
 * (`exercises.0.name`) also has its own first message under its dotted path.
 */
export function schemaErrors<V>(schema: FormSchema<unknown>, values: V): FormErrors<V> {
  const result = schema.safeParse(values);
  const errors: Record<string, string> = {};
  if (result.success) return errors as FormErrors<V>;
  for (const issue of result.error.issues) {
    const key = String(issue.path[0] ?? '');
    if (key && !(key in errors)) errors[key] = issue.message;
    const deep = pathKey(issue.path);
    if (issue.path.length > 1 && !(deep in errors)) errors[deep] = issue.message;
  }
  return errors as FormErrors<V>;
}

/** The fields of V that hold text. */
type TextKey<V> = { [K in keyof V & string]: V[K] extends string ? K : never }[keyof V & string];

export interface SchemaForm<V, Out> {
  values: V;
  errors: FormErrors<V>;
  /** Changes one value; a field that shows an error is re-checked as it is corrected. */
  set<K extends keyof V & string>(name: K, value: V[K]): void;
  /** Checks one field (its onBlur); a field in a list by its dotted path (`exercises.0.name`). */
  blur(name: (keyof V & string) | `${keyof V & string}.${string}`): void;
  /** The shown message of a field in a list, by its dotted path (`exercises.0.name`). */
  errorAt(path: `${keyof V & string}.${string}`): string | undefined;
  /** `value`, `error`, `name` and `onBlur` of one field, for the shared-ui fields. */
  field<K extends keyof V & string>(
    name: K,
  ): { name: K; value: V[K]; error: string | undefined; onBlur: () => void };
  /** `field(name)` plus an onChange that stores the typed text: a text input's whole wiring. */
  input<K extends TextKey<V>>(
    name: K,
  ): {
    name: K;
    value: V[K];
    error: string | undefined;
    onBlur: () => void;
    onChange: (e: { target: { value: string } }) => void;
  };
  /** onSubmit: checks everything; valid → `onValid(parsed, values)`, else focus goes to the first invalid field. */
  submit(onValid: (data: Out, values: V) => void | Promise<void>): (event?: FormEvent) => void;
  /** Checks every field and shows the messages; true when the values are valid. */
  validate(): boolean;
  /** Replaces the values and clears the errors. */
  reset(values: V): void;
  setErrors(errors: FormErrors<V>): void;
  /** Attach to the <form> so a failed submit can focus its first invalid field. */
  formRef: React.RefObject<HTMLFormElement | null>;
}

export function useSchemaForm<V extends object, Out>(
  schema: FormSchema<Out> | null,
  initialValues: V,
  onChange?: (values: V) => void,
): SchemaForm<V, Out> {
  const [values, setValues] = useState<V>(initialValues);
  const [errors, setErrors] = useState<FormErrors<V>>({});
  const formRef = useRef<HTMLFormElement | null>(null);
  /** What waits for a schema still on its way: fields blurred meanwhile, a submit. */
  const waiting = useRef<{
    blurs: Set<string>;
    submit: ((data: Out, values: V) => void | Promise<void>) | null;
  }>({
    blurs: new Set(),
    submit: null,
  });
  const errorOf = (name: string, of: V) =>
    schema ? (schemaErrors(schema, of) as Record<string, string>)[name] : undefined;
  const shown = errors as Record<string, string | undefined>;

  // Two changes in one handler (a mode and the choice it voids) both land: each builds on the one before.
  const latestValues = useRef(values);
  latestValues.current = values;
  const set = <K extends keyof V & string>(name: K, value: V[K]) => {
    const next = { ...latestValues.current, [name]: value };
    latestValues.current = next;
    setValues(next);
    onChange?.(next);
    // The field's shown messages (its own, and those of its rows) are re-checked as it is corrected.
    const showing = Object.keys(shown).filter((k) => shown[k] && (k === name || k.startsWith(`${name}.`)));
    if (showing.length > 0)
      setErrors((e) => ({ ...e, ...Object.fromEntries(showing.map((k) => [k, errorOf(k, next)])) }));
  };
  const blur = (name: string) => {
    if (!schema) waiting.current.blurs.add(name);
    else setErrors((e) => ({ ...e, [name]: errorOf(name, values) }));
  };

  /** Without a schema yet nothing can be confirmed valid: false, and no message shown. */
  const validate = (): boolean => {
    if (!schema) return false;
    const found = schemaErrors(schema, values);
    setErrors(found);
    return Object.keys(found).length === 0;
  };

  const submit =
    (onValid: (data: Out, values: V) => void | Promise<void>) =>
    (event?: FormEvent): void => {
      event?.preventDefault();
      if (!schema) {
        // Sent by the effect below once the schema is here, with the values of that render.
        waiting.current.submit = onValid;
        return;
      }
      const result = schema.safeParse(values);
      if (result.success) {
        setErrors({});
        void onValid(result.data, values);
        return;
      }
      const found = schemaErrors(schema, values);
      setErrors(found);
      // Focus the first field, in the form's order, that needs attention.
      const first = Array.from(formRef.current?.elements ?? []).find(
        (el) => (el as HTMLInputElement).name in found,
      );
      (first as HTMLElement | undefined)?.focus();
    };

  // The schema arrived: check the fields blurred meanwhile, then send a submit that waited.
  const latest = useRef({ blur, submit });
  latest.current = { blur, submit };
  useEffect(() => {
    if (!schema) return;
    const blurred = [...waiting.current.blurs];
    const onValid = waiting.current.submit;
    waiting.current = { blurs: new Set(), submit: null };
    for (const name of blurred) latest.current.blur(name);
    if (onValid) latest.current.submit(onValid)();
  }, [schema]);

  const field = <K extends keyof V & string>(name: K) => ({
    name,
    value: values[name],
    error: errors[name],
    onBlur: () => blur(name),
  });

  const reset = useCallback((next: V) => {
    setValues(next);
    setErrors({});
  }, []);

  return {
    values,
    errors,
    set,
    blur,
    errorAt: (path) => shown[path],
    field,
    input: (name) => ({
      ...field(name),
      onChange: (e: { target: { value: string } }) => set(name, e.target.value as V[typeof name]),
    }),
    submit,
    validate,
    reset,
    setErrors,
    formRef,
  };
}
