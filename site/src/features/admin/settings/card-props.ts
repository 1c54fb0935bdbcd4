// What a card of the settings form gets from the form: the values, their messages and the setter.
import type { SettingsErrors, SettingsForm } from './settings-form.ts';

export interface CardProps {
  form: SettingsForm;
  errors: SettingsErrors;
  set: <K extends keyof SettingsForm>(key: K, value: SettingsForm[K]) => void;
}
