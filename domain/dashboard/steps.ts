/** The dashboard's steps (spec 001 §4), named as the spec names them. */
export const DashboardSteps = ['Import', 'Classify', 'Validate', 'Post', 'Approve', 'Payable'] as const;
export type DashboardStep = (typeof DashboardSteps)[number];

/** The layout values a customer chooses from (setting Dashboard_Layout). */
export const DashboardLayouts = [0, 1, 2, 3, 4, 5] as const;
export type DashboardLayout = (typeof DashboardLayouts)[number];

/** Layout 0 (Post, Approve, Payable) unless the customer chose another. */
export const DefaultDashboardLayout: DashboardLayout = 0;

/** The client's value while the layout is still being fetched: only the steps every layout shows. */
export const DashboardLayoutNotLoaded = 6;

/** Shown whatever the layout: the work before a document enters the workflow. */
const AlwaysShown: DashboardStep[] = ['Import', 'Classify', 'Validate'];

/** The steps each layout adds after Validate, in their order. */
export const LayoutSteps: Record<DashboardLayout, DashboardStep[]> = {
  0: ['Post', 'Approve', 'Payable'],
  1: ['Approve', 'Post', 'Payable'],
  2: ['Post'],
  3: ['Post', 'Payable'],
  4: ['Approve', 'Payable'],
  5: ['Payable'],
};

/** True for the layout values 0–5. */
export function isDashboardLayout(value: unknown): value is DashboardLayout {
  return (DashboardLayouts as readonly unknown[]).includes(value);
}

/** A stored setting value as a layout: anything but 0–5 (unset, out of range) is the default. */
export function toDashboardLayout(value: unknown): DashboardLayout {
  return isDashboardLayout(value) ? value : DefaultDashboardLayout;
}

/** The steps shown for a layout value, in order; before the layout is known (6) only the first three. */
export function stepsOfLayout(layout: number): DashboardStep[] {
  return isDashboardLayout(layout) ? [...AlwaysShown, ...LayoutSteps[layout]] : [...AlwaysShown];
}

/** A step's StepOrder in a layout (1 for Import), or null when the layout does not show it. */
export function stepOrderOf(step: DashboardStep, layout: number): number | null {
  const index = stepsOfLayout(layout).indexOf(step);
  return index < 0 ? null : index + 1;
}

/** Selecting a tile opens its table; selecting the open one (or none) closes it. */
export function nextOpenStep(
  open: DashboardStep | null,
  selected: DashboardStep | null,
): DashboardStep | null {
  return selected === null || selected === open ? null : selected;
}
