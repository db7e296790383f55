import { SimpleGrid } from '@mantine/core';
import { type KeyboardEvent, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { DashboardStepRequest } from '../../../domain/dashboard/request';
import type { DashboardStep } from '../../../domain/dashboard/steps';
import { StepTile } from './StepTile';

type Props = {
  steps: DashboardStep[];
  request: DashboardStepRequest | null;
  open: DashboardStep | null;
  companyName: (id: string | null) => string;
  onSelect: (step: DashboardStep) => void;
};

// Arrow keys walk the tiles in reading order, Home and End jump to the first and last.
const moves: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => Math.min(count - 1, index + 1),
  ArrowDown: (index, count) => Math.min(count - 1, index + 1),
  ArrowLeft: (index) => Math.max(0, index - 1),
  ArrowUp: (index) => Math.max(0, index - 1),
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/** The steps of the layout as tiles in their order; a tile opens (or closes) its table. */
export function StepTiles({ steps, request, open, companyName, onSelect }: Props) {
  const { t } = useTranslation();
  const grid = useRef<HTMLDivElement>(null);

  const move = (index: number) => (event: KeyboardEvent<HTMLButtonElement>) => {
    const target = moves[event.key];
    if (!target) return;
    event.preventDefault();
    const tiles = grid.current?.querySelectorAll<HTMLButtonElement>('[data-step]');
    tiles?.[target(index, steps.length)]?.focus();
  };

  return (
    <SimpleGrid
      ref={grid}
      cols={{ base: 2, sm: 3, lg: Math.min(6, steps.length) }}
      spacing="sm"
      mb="md"
      role="group"
      aria-label={t('Dashboard_Steps')}
      data-testid="dashboard-tiles"
    >
      {steps.map((step, index) => (
        <StepTile
          key={step}
          step={step}
          request={request}
          open={open === step}
          companyName={companyName}
          onSelect={() => onSelect(step)}
          onKeyDown={move(index)}
        />
      ))}
    </SimpleGrid>
  );
}
