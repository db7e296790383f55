import { type KeyboardEvent, type PointerEvent, useRef } from 'react';

/**
 * A vertical separator between two panes: drag it, or focus it and use ← →, to change the width of the pane it
 * belongs to. `direction` 1: dragging right widens the pane (it is left of the handle); -1: the pane is right of it.
 */
export function PaneHandle({
  label,
  value,
  min,
  max,
  direction,
  onChange,
  onCommit,
  testId,
}: {
  label: string;
  value: number;
  min: number;
  max: number;
  direction: 1 | -1;
  onChange: (value: number) => void;
  /** When the drag or key press ends: the value to keep. */
  onCommit: (value: number) => void;
  testId: string;
}) {
  const start = useRef<{ x: number; value: number } | null>(null);
  const latest = useRef(value);
  latest.current = value;
  const clamp = (next: number) => Math.round(Math.min(max, Math.max(min, next)));

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    start.current = { x: event.clientX, value };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!start.current) return;
    onChange(clamp(start.current.value + direction * (event.clientX - start.current.x)));
  };
  const onPointerUp = () => {
    if (!start.current) return;
    start.current = null;
    onCommit(latest.current);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    const step = (event.key === 'ArrowRight' ? 1 : -1) * direction * (event.shiftKey ? 50 : 20);
    const next = clamp(value + step);
    onChange(next);
    onCommit(next);
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: a focusable, movable separator has no HTML element of its own
    <div
      role="separator"
      aria-orientation="vertical"
      aria-label={label}
      aria-valuenow={value}
      aria-valuemin={min}
      aria-valuemax={max}
      tabIndex={0}
      className="ll-verify-handle"
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerUp}
      onKeyDown={onKeyDown}
      data-testid={testId}
    />
  );
}
