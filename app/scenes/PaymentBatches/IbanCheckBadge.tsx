import { Badge, ThemeIcon, Tooltip } from '@mantine/core';
import { IconShieldCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { IbanCheck } from '../../../domain/payments/payables';

const colors: Record<IbanCheck, string> = {
  Ok: 'teal',
  Unconfirmed: 'orange',
  DiffersFromVendor: 'orange',
  Missing: 'red',
  Invalid: 'red',
};

/**
 * How a document's IBAN compares with the vendor's known accounts, explained on hover. A sound IBAN is a quiet
 * check mark; only a problem takes the room of a word, so that it stands out in a long list.
 */
export function IbanCheckBadge({ check }: { check: IbanCheck }) {
  const { t } = useTranslation();
  const label = t(`Payment_Iban_Check_${check}`);
  return (
    <Tooltip label={t(`Payment_Iban_Check_${check}_Info`)} withinPortal multiline maw={280}>
      {check === 'Ok' ? (
        <ThemeIcon
          size={16}
          variant="transparent"
          color={colors.Ok}
          role="img"
          aria-label={label}
          data-testid="iban-check"
          data-check={check}
        >
          <IconShieldCheck size={15} />
        </ThemeIcon>
      ) : (
        <Badge
          size="xs"
          variant="light"
          color={colors[check]}
          radius="sm"
          style={{ flexShrink: 0 }}
          data-testid="iban-check"
          data-check={check}
        >
          {label}
        </Badge>
      )}
    </Tooltip>
  );
}
