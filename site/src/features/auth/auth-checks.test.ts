import { describe, expect, it } from 'vitest';
import { checkLogin, checkRegistration, conflictErrors, pickFieldErrors } from './auth-checks.ts';

const valid = {
  email: 'anna@example.de',
  username: 'anna',
  password: 'geheim1',
  firstName: 'Anna',
  lastName: 'Muster',
  phone: '',
};

describe('checkLogin', () => {
  it('asks for both fields with the spec’s messages', () => {
    expect(checkLogin({ username: '  ', password: '' })).toEqual({
      username: 'Benutzername ist erforderlich',
      password: 'Passwort ist erforderlich',
    });
  });

  it('accepts any filled-in pair', () => {
    expect(checkLogin({ username: 'anna@example.de', password: 'x' })).toEqual({});
  });
});

describe('checkRegistration', () => {
  it('accepts valid input, with the phone left out', () => {
    expect(checkRegistration(valid)).toEqual({});
  });

  it('names every invalid field with the spec’s messages', () => {
    expect(
      checkRegistration({ email: 'anna@', username: 'an', password: '12345', firstName: ' ', lastName: '', phone: '' }),
    ).toEqual({
      email: 'Gültige E-Mail-Adresse erforderlich',
      username: 'Benutzername muss mindestens 3 Zeichen haben',
      password: 'Passwort muss mindestens 6 Zeichen haben',
      firstName: 'Vorname ist erforderlich',
      lastName: 'Nachname ist erforderlich',
    });
  });

  it('counts the username without surrounding spaces and asks for a missing one', () => {
    expect(checkRegistration({ ...valid, username: ' ab ' }).username).toBe(
      'Benutzername muss mindestens 3 Zeichen haben',
    );
    expect(checkRegistration({ ...valid, username: '' }).username).toBe('Benutzername ist erforderlich');
  });

  it('takes a password of exactly six characters', () => {
    expect(checkRegistration({ ...valid, password: '123456' })).toEqual({});
  });
});

describe('server answers', () => {
  it('puts a taken username or e-mail address under its field', () => {
    expect(conflictErrors('Dieser Benutzername ist bereits vergeben')).toEqual({
      username: 'Dieser Benutzername ist bereits vergeben',
    });
    expect(conflictErrors('Diese E-Mail-Adresse ist bereits registriert')).toEqual({
      email: 'Diese E-Mail-Adresse ist bereits registriert',
    });
    expect(conflictErrors('Registrierungen sind derzeit deaktiviert')).toEqual({});
  });

  it('keeps only field errors of the form’s own fields', () => {
    expect(pickFieldErrors({ phone: 'Bitte eine gültige Telefonnummer angeben', _: 'x' }, ['phone', 'email'])).toEqual({
      phone: 'Bitte eine gültige Telefonnummer angeben',
    });
  });
});
