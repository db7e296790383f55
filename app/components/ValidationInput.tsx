import { Box } from '@mantine/core';
import { type ReactElement, useEffect, useState } from 'react';
import { Tooltip } from './Tooltip';

/** How long an input is highlighted when a validation message appears (spec 002 §9). */
export const HIGHLIGHT_MS = 800;

/** Props of ValidationInput. */
export interface ValidationInputProps {
  /** The first validation message as wire text (`Key%%param`); empty when the value is valid. */
  message?: string | null;
  /** A warning is shown in orange rather than red. */
  warning?: boolean;
  children: ReactElement;
  'data-testid'?: string;
}

/** Wraps an input: shows its translated validation message in a tooltip and flashes when a message appears. */
export function ValidationInput({ message, warning = false, children, ...rest }: ValidationInputProps) {
  const [highlighted, setHighlighted] = useState(false);
  // Opened while the pointer or the focus is inside, also when the message arrives after focusing.
  const [focused, setFocused] = useState(false);
  const [hovered, setHovered] = useState(false);

  useEffect(() => {
    if (!message) return;
    setHighlighted(true);
    const timer = setTimeout(() => setHighlighted(false), HIGHLIGHT_MS);
    return () => clearTimeout(timer);
  }, [message]);

  const color = warning ? 'var(--mantine-color-orange-6)' : 'var(--mantine-color-red-6)';
  return (
    <Tooltip
      message={message}
      opened={Boolean(message) && (focused || hovered)}
      color={warning ? 'orange' : 'red'}
      position="bottom-start"
    >
      <Box
        onFocus={() => setFocused(true)}
        onBlur={() => setFocused(false)}
        onMouseEnter={() => setHovered(true)}
        onMouseLeave={() => setHovered(false)}
        data-testid={rest['data-testid']}
        data-invalid={message ? true : undefined}
        data-highlighted={highlighted || undefined}
        style={{
          borderRadius: 4,
          outline: highlighted ? `2px solid ${color}` : '2px solid transparent',
          transition: `outline-color ${HIGHLIGHT_MS}ms ease-out`,
        }}
      >
        {children}
      </Box>
    </Tooltip>
  );
}
