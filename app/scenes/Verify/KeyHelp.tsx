import { KeyHelp as KeyHelpPopover } from '../common/KeyHelp';
import { VerifyKeyHelp } from './verifyKeys';

/** The verify screen's keys. */
export function KeyHelp() {
  return <KeyHelpPopover entries={VerifyKeyHelp} label="Verify_Keys" testId="verify-keys" />;
}
