import type { QueryClient } from '@tanstack/react-query';
import { SettingCatalogue } from '../../domain/entities/setting';
import { settingQuery } from '../api/settings';
import type { ShellSettings } from './guardContext';

const shellSettingNames = [
  'Verify_UseFastVerify',
  'Workflow_UsesPaymentBatches',
  'ContractManagement_Url',
  'Support_Url',
] as const;

async function readSetting(client: QueryClient, name: (typeof shellSettingNames)[number]) {
  const fallback = SettingCatalogue[name].Default;
  try {
    const setting = await client.fetchQuery(settingQuery(name));
    if (typeof fallback === 'boolean') return setting.BoolValue ?? fallback;
    return setting.TextValue ?? fallback;
  } catch {
    return fallback;
  }
}

/** Loads the settings the shell looks at; an unreadable setting keeps its catalogue default. */
export async function loadShellSettings(client: QueryClient): Promise<ShellSettings> {
  const [fastVerify, paymentBatches, contractUrl, supportUrl] = await Promise.all(
    shellSettingNames.map((name) => readSetting(client, name)),
  );
  return {
    Verify_UseFastVerify: fastVerify === true,
    Workflow_UsesPaymentBatches: paymentBatches === true,
    ContractManagement_Url: typeof contractUrl === 'string' ? contractUrl : '',
    Support_Url: typeof supportUrl === 'string' ? supportUrl : '',
  };
}
