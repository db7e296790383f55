import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { ActionRecipient } from '../../../api/workflow';
import { Dropdown, type DropdownItem } from '../../../components';

/** A recipient as a dropdown row: the name (an absent user's with the replacement), groups marked. */
export function recipientItem(t: TFunction, recipient: ActionRecipient): DropdownItem {
  return {
    Id: recipient.Id,
    FirstColumn: recipient.Name,
    SecondColumn: recipient.IsGroup ? t('User_Kind_Group') : '',
  };
}

/** The user or group the document goes to next; the suggested one comes preselected. */
export function NextUserSelect(props: {
  recipients: readonly ActionRecipient[];
  value: string | null;
  onChange: (id: string | null) => void;
  required: boolean;
  error: string | null;
}) {
  const { t } = useTranslation();
  const items = props.recipients.map((recipient) => recipientItem(t, recipient));
  return (
    <Dropdown
      field="NextUser"
      label={props.required ? `${t('NextUser')} *` : t('NextUser')}
      items={items}
      value={props.value}
      onChange={(id) => props.onChange(id === null ? null : String(id))}
      error={props.error}
      clearInvalidOnBlur
      data-testid="action-next-user"
    />
  );
}
