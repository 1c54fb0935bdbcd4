// The user dialog's data: reading the form, the browser's own checks (the server checks again), the body
// the API expects, and which field a server refusal belongs to.
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, USERNAME_MIN_LENGTH } from '#contract/limits.ts';
import { MSG } from '#contract/messages.ts';
import type { PublicUser } from '#contract/types.ts';
import { looksLikeEmail } from '#contract/email.ts';
import type { UserInput } from '../admin-api.ts';

export const TEXT_FIELDS = ['email', 'username', 'password', 'firstName', 'lastName', 'phone'] as const;
export type UserField = (typeof TEXT_FIELDS)[number];
export type UserFieldErrors = Partial<Record<UserField, string>>;

export interface UserFormValues extends Record<UserField, string> {
  isAdmin: boolean;
  isStableOwner: boolean;
}

export function readUserForm(form: HTMLFormElement): UserFormValues {
  const data = new FormData(form);
  const text = (field: UserField) => String(data.get(field) ?? '');
  return {
    email: text('email'),
    username: text('username'),
    password: text('password'),
    firstName: text('firstName'),
    lastName: text('lastName'),
    phone: text('phone'),
    isAdmin: data.get('isAdmin') === 'on',
    isStableOwner: data.get('isStableOwner') === 'on',
  };
}

/** The form's starting values: empty for a new user, the user's own for an edit. */
export function initialValues(user?: PublicUser): UserFormValues {
  return {
    email: user?.email ?? '',
    username: user?.username ?? '',
    password: '',
    firstName: user?.firstName ?? '',
    lastName: user?.lastName ?? '',
    phone: user?.phone ?? '',
    isAdmin: user?.isAdmin ?? false,
    isStableOwner: user?.isStableOwner ?? false,
  };
}

/** Field errors the browser can tell without asking the server; the password only when creating. */
export function checkUserForm(values: UserFormValues, mode: 'create' | 'edit'): UserFieldErrors {
  const errors: UserFieldErrors = {};
  if (!looksLikeEmail(values.email)) errors.email = MSG.emailInvalid;
  const username = values.username.trim();
  if (!username) errors.username = MSG.usernameRequired;
  else if (username.length < USERNAME_MIN_LENGTH) errors.username = MSG.usernameTooShort;
  if (mode === 'create') {
    if (!values.password) errors.password = MSG.passwordRequired;
    else if (values.password.length < PASSWORD_MIN_LENGTH) errors.password = MSG.passwordTooShort;
    else if (values.password.length > PASSWORD_MAX_LENGTH) errors.password = MSG.passwordTooLong;
  }
  return errors;
}

/**
 * The API body. Blank optional texts are sent as empty strings: the server clears them on an edit (a
 * field left out would be kept as it was).
 */
export function toUserInput(values: UserFormValues): UserInput {
  return {
    email: values.email.trim(),
    username: values.username.trim(),
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    phone: values.phone.trim(),
    isAdmin: values.isAdmin,
    isStableOwner: values.isStableOwner,
  };
}

/**
 * The field errors of a refused change: the server's own per-field messages (400), and a taken e-mail
 * address or username (409) under its field.
 */
export function serverFieldErrors(
  status: number,
  serverMessage: string,
  fieldErrors: Record<string, string>,
): UserFieldErrors {
  const errors: UserFieldErrors = {};
  for (const field of TEXT_FIELDS) if (fieldErrors[field]) errors[field] = fieldErrors[field];
  if (status === 409 && serverMessage === MSG.emailTaken) errors.email = serverMessage;
  if (status === 409 && serverMessage === MSG.usernameTaken) errors.username = serverMessage;
  return errors;
}

/** The name a card and the dialogs show: the full name, or the username when there is none. */
export function displayName(user: Pick<PublicUser, 'firstName' | 'lastName' | 'username'>): string {
  return [user.firstName, user.lastName].filter(Boolean).join(' ').trim() || user.username;
}

/** Up to two initials for the card's avatar. */
export function initialsOf(name: string): string {
  const parts = name.split(/[\s._-]+/).filter(Boolean);
  const letters = parts.length > 1 ? [parts[0]!, parts[parts.length - 1]!] : parts;
  return letters
    .map((part) => Array.from(part)[0] ?? '')
    .join('')
    .toUpperCase();
}
