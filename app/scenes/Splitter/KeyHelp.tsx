import { KeyHelp as KeyHelpPopover } from '../common/KeyHelp';
import { SplitterKeyHelp } from './splitterKeys';

/** The splitter's keys. */
export function KeyHelp() {
  return <KeyHelpPopover entries={SplitterKeyHelp} label="Splitter_Keys" testId="splitter-keys" />;
}
