import { describe, expect, it } from 'vitest';
import { MSG } from '#contract/messages.ts';
import { checkUserForm, displayName, initialValues, initialsOf, serverFieldErrors, toUserInput } from './user-form.ts';

const valid = { ...initialValues(), email: 'anna@example.de', username: 'anna', password: 'geheim123' };

describe('checkUserForm', () => {
  it('accepts a complete new user', () => {
    expect(checkUserForm(valid, 'create')).toEqual({});
  });

  it('names each missing required field of a new user', () => {
    expect(checkUserForm(initialValues(), 'create')).toEqual({
      email: MSG.emailInvalid,
      username: MSG.usernameRequired,
      password: MSG.passwordRequired,
    });
  });

  it('checks the username length and the password length', () => {
    expect(checkUserForm({ ...valid, username: ' ab ', password: '12345' }, 'create')).toEqual({
      username: MSG.usernameTooShort,
      password: MSG.passwordTooShort,
    });
  });

  it('does not ask for a password when editing', () => {
    expect(checkUserForm({ ...valid, password: '' }, 'edit')).toEqual({});
  });
});

describe('toUserInput', () => {
  it('trims the texts and keeps blank optional fields as empty strings, so an edit clears them', () => {
    expect(
      toUserInput({ ...valid, email: ' anna@example.de ', firstName: ' Anna ', phone: '  ', isStableOwner: true }),
    ).toEqual({
      email: 'anna@example.de',
      username: 'anna',
      firstName: 'Anna',
      lastName: '',
      phone: '',
      isAdmin: false,
      isStableOwner: true,
    });
  });
});

describe('serverFieldErrors', () => {
  it('puts a taken e-mail address or username under its field', () => {
    expect(serverFieldErrors(409, MSG.emailTaken, {})).toEqual({ email: MSG.emailTaken });
    expect(serverFieldErrors(409, MSG.usernameTaken, {})).toEqual({ username: MSG.usernameTaken });
  });

  it('keeps the per-field messages of the form fields only', () => {
    expect(serverFieldErrors(400, MSG.invalidInput, { phone: MSG.invalidPhone, other: 'x' })).toEqual({
      phone: MSG.invalidPhone,
    });
  });

  it('leaves other refusals to the toast', () => {
    expect(serverFieldErrors(409, 'Der letzte Administrator kann nicht herabgestuft werden', {})).toEqual({});
  });
});

describe('displayName and initialsOf', () => {
  it('shows the full name, or the username without one', () => {
    expect(displayName({ firstName: 'Anna', lastName: 'Müller', username: 'anna' })).toBe('Anna Müller');
    expect(displayName({ firstName: null, lastName: null, username: 'anna.m' })).toBe('anna.m');
  });

  it('takes the first and the last initial', () => {
    expect(initialsOf('Anna Maria Müller')).toBe('AM');
    expect(initialsOf('jürgen.wessels')).toBe('JW');
    expect(initialsOf('admin')).toBe('A');
  });
});
