import { type ActionName, ActionNames } from '../../../domain/workflow';
import type { DefaultTextInput } from '../../api/defaultTexts';

/** The select value that stands for null: every company, every action. */
export const Everything = '*';

/** A new default text: active, for every company and every action. */
export const newDefaultText = (): DefaultTextInput => ({
  CompanyId: null,
  Action: null,
  Name: '',
  Text: '',
  IsActive: true,
});

/** The fields of a loaded default text, without its Id and UpdatedAt. */
export const defaultTextFormOf = ({ CompanyId, Action, Name, Text, IsActive }: DefaultTextInput) => ({
  CompanyId,
  Action,
  Name,
  Text,
  IsActive,
});

/** A select's value as a nullable id: the Everything option (or nothing) is null. */
export const idOfOption = (value: string | null): string | null =>
  value === null || value === Everything ? null : value;

/** A select's value as a nullable action of the catalogue. */
export const actionOfOption = (value: string | null): ActionName | null =>
  ActionNames.find((name) => name === value) ?? null;
