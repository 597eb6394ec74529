import { z } from 'zod';

/**
 * No raw validator text ever reaches a user (issue 24): zod's own messages ("Invalid input:
 * expected number, received string", "Too small: expected number to be >=0") are replaced, once
 * for the whole app, by authored English that names the limit. A schema's own message (the spec's
 * wording, a field's range) still wins: zod uses this only for an issue whose check has none.
 * Installed on import (api/ids.ts, imported by nearly every schema, imports it; the server and
 * the web import it first too), so the server's 400s and the web's field errors read alike.
 */

const isBlank = (input: unknown) => input === undefined || input === null;
const numberText = (n: number | bigint) =>
  typeof n === 'bigint'
    ? n.toLocaleString('en-AU')
    : n.toLocaleString('en-AU', { maximumFractionDigits: 10 });

const TYPE_WORDS: Record<string, string> = {
  number: 'Enter a number',
  int: 'Enter a whole number',
  bigint: 'Enter a whole number',
  string: 'Enter text',
  boolean: 'Choose yes or no',
  date: 'Enter a date',
  array: 'Enter a list of values',
  object: 'Enter the values of this group',
};

function invalidType(issue: z.core.$ZodRawIssue<z.core.$ZodIssueInvalidType>): string {
  if (issue.expected === 'int' && typeof issue.input === 'number') return 'Enter a whole number';
  if (isBlank(issue.input)) return 'Required';
  return TYPE_WORDS[issue.expected] ?? 'This value is not valid here';
}

function tooSmall(issue: z.core.$ZodRawIssue<z.core.$ZodIssueTooSmall>): string {
  const min = issue.minimum;
  const n = numberText(min);
  switch (issue.origin) {
    case 'string':
      return Number(min) <= 1 ? 'Required' : `Enter at least ${n} characters`;
    case 'array':
    case 'set':
      return Number(min) <= 1 ? 'Add at least one' : `Add at least ${n}`;
    case 'date':
      return 'The date is too early';
    default:
      return issue.inclusive === false ? `Must be more than ${n}` : `Must be at least ${n}`;
  }
}

function tooBig(issue: z.core.$ZodRawIssue<z.core.$ZodIssueTooBig>): string {
  const n = numberText(issue.maximum);
  switch (issue.origin) {
    case 'string':
      return `Please enter no more than ${n} letters.`;
    case 'array':
    case 'set':
      return `No more than ${n} can be added`;
    case 'date':
      return 'The date is too late';
    default:
      return issue.inclusive === false ? `Must be less than ${n}` : `Must be at most ${n}`;
  }
}

const FORMAT_WORDS: Record<string, string> = {
  email: 'Enter a valid email address',
  date: 'Enter a valid date',
  datetime: 'Enter a valid date and time',
  time: 'Enter a valid time',
  url: 'Enter a valid web address',
  uuid: 'This identifier is not valid',
};
const NOT_IN_FORMAT = 'This value is not in the expected format';

/** The authored message of one issue zod raised without a message of the schema's own. */
export function authoredMessage(issue: z.core.$ZodRawIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return invalidType(issue as z.core.$ZodRawIssue<z.core.$ZodIssueInvalidType>);
    case 'too_small':
      return tooSmall(issue as z.core.$ZodRawIssue<z.core.$ZodIssueTooSmall>);
    case 'too_big':
      return tooBig(issue as z.core.$ZodRawIssue<z.core.$ZodIssueTooBig>);
    case 'invalid_value':
      return isBlank(issue.input) ? 'Required' : 'Choose one of the options offered';
    case 'invalid_format':
      return (
        FORMAT_WORDS[(issue as z.core.$ZodRawIssue<z.core.$ZodIssueInvalidStringFormat>).format] ??
        NOT_IN_FORMAT
      );
    case 'not_multiple_of':
      return `Must be a multiple of ${numberText((issue as z.core.$ZodRawIssue<z.core.$ZodIssueNotMultipleOf>).divisor)}`;
    case 'unrecognized_keys':
      return `Not a field of this form: ${(issue as z.core.$ZodRawIssue<z.core.$ZodIssueUnrecognizedKeys>).keys.join(', ')}`;
    case 'invalid_union':
      return isBlank(issue.input) ? 'Required' : 'This value is not valid here';
    case 'invalid_key':
    case 'invalid_element':
      return 'This list holds a value that is not valid here';
    default:
      return 'This value is not valid here';
  }
}

z.config({ customError: (issue) => authoredMessage(issue) });
