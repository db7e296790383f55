import { type FloatingPosition, Tooltip as MantineTooltip } from '@mantine/core';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { UNTRANSLATED_MARKER } from '../../domain/i18n/marker';
import { parseMessage } from '../../domain/validation/messages';

/** Default tooltip width in px (spec 002 §9). */
export const TOOLTIP_WIDTH = 200;
/** Text longer than this doubles the width and shrinks the font. */
export const TOOLTIP_LONG_TEXT = 1000;

/** Translates `Key%%param1%%param2` (params as {{0}}, {{1}}); untranslated text falls back to the raw message. */
export function tooltipText(
  message: string,
  translate: (key: string, values: Record<string, string>) => string,
) {
  const { key, params } = parseMessage(message);
  const values = Object.fromEntries(params.map((param, index) => [String(index), param]));
  const translated = translate(key, values);
  return translated.startsWith(UNTRANSLATED_MARKER) ? message : translated;
}

/** Width and font size for a tooltip text. */
export function tooltipLayout(text: string, width = TOOLTIP_WIDTH): { width: number; fontSize: number } {
  return text.length > TOOLTIP_LONG_TEXT ? { width: width * 2, fontSize: 11 } : { width, fontSize: 12 };
}

/** Props of Tooltip. */
export interface TooltipProps {
  /** A message key, optionally with `%%` parameters; nothing is shown when empty. */
  message: string | null | undefined;
  children: ReactElement;
  width?: number;
  /** Controlled visibility; by default the tooltip shows on hover and focus. */
  opened?: boolean;
  position?: FloatingPosition;
  color?: string;
}

/** Translated, wrapping tooltip: 200 px wide, twice that with a smaller font for very long text. */
export function Tooltip({ message, children, width, opened, position = 'top', color }: TooltipProps) {
  const { t } = useTranslation();
  // Always the same element tree, so the target keeps its state when a message comes and goes.
  const text = message ? tooltipText(message, (key, values) => t(key, values)) : '';
  const layout = tooltipLayout(text, width);
  return (
    <MantineTooltip
      label={text}
      disabled={text === ''}
      multiline
      w={layout.width}
      opened={opened}
      position={position}
      color={color}
      withArrow
      // Validation tooltips open while their field has focus; keep them visible wherever the field sits.
      hideDetached={false}
      events={{ hover: true, focus: true, touch: true }}
      transitionProps={{ duration: 0 }}
      styles={{ tooltip: { fontSize: layout.fontSize, lineHeight: 1.35 } }}
    >
      {children}
    </MantineTooltip>
  );
}
