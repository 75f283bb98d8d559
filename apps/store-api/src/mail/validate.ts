import { violations, type Violation } from '../errors';
import { UUID_PATTERN } from '../ids';

/**
 * Field checks for form bodies that collect every problem and report them as Shopware does:
 * one 400 "Constraint violation error" entry per field, with `source.pointer` and Symfony's
 * error names (`VIOLATION::IS_BLANK_ERROR`, `VIOLATION::TOO_LONG_ERROR`, …).
 */

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Names must not carry links (Shopware's contact and newsletter routes refuse them too). */
const URL_PATTERN = /(https?:\/\/|www\.)/i;

interface StringRule {
  required?: boolean;
  max?: number;
  noUrl?: boolean;
  pattern?: RegExp;
}

export class FieldChecks {
  readonly problems: Violation[] = [];

  constructor(private readonly body: Record<string, unknown>) {}

  private add(field: string, code: string, detail: string, parameters: Record<string, unknown> = {}): null {
    this.problems.push({ pointer: `/${field}`, code: `VIOLATION::${code}`, detail, parameters });
    return null;
  }

  private missing(value: unknown): boolean {
    return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
  }

  string(field: string, rule: StringRule = {}): string | null {
    const value = this.body[field];
    if (this.missing(value)) return rule.required ? this.add(field, 'IS_BLANK_ERROR', 'This value should not be blank.') : null;
    if (typeof value !== 'string') return this.add(field, 'INVALID_TYPE_ERROR', 'This value should be of type string.', { '{{ type }}': 'string' });
    const text = value.trim();
    const max = rule.max ?? 255;
    if (text.length > max) {
      return this.add(field, 'TOO_LONG_ERROR', `This value is too long. It should have ${max} characters or less.`, { '{{ limit }}': max });
    }
    if (rule.noUrl && URL_PATTERN.test(text)) return this.add(field, 'REGEX_FAILED_ERROR', 'This value is not valid.');
    if (rule.pattern && !rule.pattern.test(text)) return this.add(field, 'REGEX_FAILED_ERROR', 'This value is not valid.');
    return text;
  }

  email(field: string, required = true): string | null {
    const text = this.string(field, { required, max: 254 });
    if (text === null) return null;
    if (!EMAIL_PATTERN.test(text)) return this.add(field, 'STRICT_CHECK_FAILED_ERROR', 'This value is not a valid email address.', { '{{ value }}': text });
    return text;
  }

  uuid(field: string, required = false): string | null {
    const text = this.string(field, { required, max: 32 + 4 });
    if (text === null) return null;
    const id = text.toLowerCase();
    if (!UUID_PATTERN.test(id)) return this.add(field, 'INVALID_UUID_ERROR', `The string "${text}" is not a valid uuid.`, { '{{ value }}': text });
    return id;
  }

  choice<T extends string>(field: string, choices: readonly T[], fallback: T | null, required = false): T | null {
    const value = this.body[field];
    if (this.missing(value)) return required ? this.add(field, 'IS_BLANK_ERROR', 'This value should not be blank.') : fallback;
    if (typeof value !== 'string' || !choices.includes(value as T)) {
      return this.add(field, 'NO_SUCH_CHOICE_ERROR', 'The value you selected is not a valid choice.', { '{{ choices }}': choices.join(', ') });
    }
    return value as T;
  }

  boolean(field: string): boolean | null {
    const value = this.body[field];
    if (value === undefined || value === null) return null;
    if (typeof value !== 'boolean') return this.add(field, 'INVALID_TYPE_ERROR', 'This value should be of type bool.', { '{{ type }}': 'bool' });
    return value;
  }

  number(field: string, options: { min: number; max: number; integer?: boolean; required?: boolean }): number | null {
    const value = this.body[field];
    if (value === undefined || value === null || value === '') {
      return options.required ? this.add(field, 'IS_BLANK_ERROR', 'This value should not be blank.') : null;
    }
    const type = options.integer ? 'int' : 'numeric';
    if (typeof value !== 'number' || !Number.isFinite(value) || (options.integer && !Number.isInteger(value))) {
      return this.add(field, 'INVALID_TYPE_ERROR', `This value should be of type ${type}.`, { '{{ type }}': type });
    }
    if (value < options.min) return this.add(field, 'TOO_LOW_ERROR', `This value should be ${options.min} or more.`, { '{{ limit }}': options.min });
    if (value > options.max) return this.add(field, 'TOO_HIGH_ERROR', `This value should be ${options.max} or less.`, { '{{ limit }}': options.max });
    return value;
  }

  /** A list of short strings (a single string is taken as a list of one). */
  stringList(field: string, options: { maxItems: number; max: number }): string[] | null {
    const value = this.body[field];
    if (value === undefined || value === null) return null;
    const list = typeof value === 'string' ? [value] : value;
    if (!Array.isArray(list) || list.some((item) => typeof item !== 'string')) {
      return this.add(field, 'INVALID_TYPE_ERROR', 'This value should be of type string[].', { '{{ type }}': 'string[]' });
    }
    const items = (list as string[]).map((item) => item.trim()).filter((item) => item !== '');
    if (items.length > options.maxItems) {
      return this.add(field, 'TOO_MANY_ERROR', `This collection should contain ${options.maxItems} elements or less.`, { '{{ limit }}': options.maxItems });
    }
    const tooLong = items.findIndex((item) => item.length > options.max);
    if (tooLong >= 0) {
      this.problems.push({
        pointer: `/${field}/${tooLong}`,
        code: 'VIOLATION::TOO_LONG_ERROR',
        detail: `This value is too long. It should have ${options.max} characters or less.`,
        parameters: { '{{ limit }}': options.max },
      });
      return null;
    }
    return items;
  }

  /** Adds a blank violation for a field that a rule requires. */
  require(field: string, present: boolean): void {
    if (!present && !this.problems.some((problem) => problem.pointer === `/${field}`)) {
      this.add(field, 'IS_BLANK_ERROR', 'This value should not be blank.');
    }
  }

  /** Throws the collected violations (400), if any. */
  throwIfAny(): void {
    if (this.problems.length > 0) throw violations(this.problems);
  }
}
