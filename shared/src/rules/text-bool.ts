// The provider sends flags such as is_active, is_general and claimed as the text 'true'/'false'
// (and may switch to real booleans), so every rule reads flags through this one helper.
export type TextBool = boolean | string;

export function isTrue(value: unknown): boolean {
  return value === true || (typeof value === 'string' && value.trim().toLowerCase() === 'true');
}
