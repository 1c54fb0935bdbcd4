// The browser's own checks of the sign-in and registration forms (spec section 5), written by hand so zod
// stays out of the browser; the server checks again and its field errors are shown the same way.
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, USERNAME_MIN_LENGTH } from '#contract/limits.ts';
import { looksLikeEmail } from '#contract/email.ts';
import { MSG } from '#contract/messages.ts';

export type LoginField = 'username' | 'password';
export type RegisterField = 'email' | 'username' | 'password' | 'firstName' | 'lastName' | 'phone';
export type FieldErrors<K extends string> = Partial<Record<K, string>>;

export interface LoginValues {
  username: string;
  password: string;
}

export interface RegisterValues {
  email: string;
  username: string;
  password: string;
  firstName: string;
  lastName: string;
  phone: string;
}

export function checkLogin(values: LoginValues): FieldErrors<LoginField> {
  const errors: FieldErrors<LoginField> = {};
  if (!values.username.trim()) errors.username = MSG.usernameRequired;
  if (!values.password) errors.password = MSG.passwordRequired;
  return errors;
}

export function checkRegistration(values: RegisterValues): FieldErrors<RegisterField> {
  const errors: FieldErrors<RegisterField> = {};
  if (!looksLikeEmail(values.email)) errors.email = MSG.emailInvalid;
  const username = values.username.trim();
  if (!username) errors.username = MSG.usernameRequired;
  else if (username.length < USERNAME_MIN_LENGTH) errors.username = MSG.usernameTooShort;
  if (values.password.length < PASSWORD_MIN_LENGTH) errors.password = MSG.passwordTooShort;
  else if (values.password.length > PASSWORD_MAX_LENGTH) errors.password = MSG.passwordTooLong;
  if (!values.firstName.trim()) errors.firstName = MSG.firstNameRequired;
  if (!values.lastName.trim()) errors.lastName = MSG.lastNameRequired;
  return errors;
}

/** A 409 answer names the taken username or e-mail address in its message: show it under that field. */
export function conflictErrors(serverMessage: string): FieldErrors<RegisterField> {
  if (serverMessage === MSG.usernameTaken) return { username: serverMessage };
  if (serverMessage === MSG.emailTaken) return { email: serverMessage };
  return {};
}

/** Keeps only the server's field errors that belong to a field of the form. */
export function pickFieldErrors<K extends string>(
  errors: Record<string, string>,
  fields: readonly K[],
): FieldErrors<K> {
  const picked: FieldErrors<K> = {};
  for (const field of fields) if (errors[field]) picked[field] = errors[field];
  return picked;
}
