/** Whether a string is a UUID (any version, either case): an id of ours that PostgreSQL's uuid type accepts. */
export const isUuid = (value: string): boolean =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
