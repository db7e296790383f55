import { SimpleGrid, Stack, Title } from '@mantine/core';
import { ChoiceSection } from './ChoiceSection';
import { DropdownSection } from './DropdownSection';
import { EditorSection } from './EditorSection';
import { EInvoiceSection } from './EInvoiceSection';
import { OverlaySection } from './OverlaySection';

/** Every interface-kit component in every state; served at /dev/kit outside production. */
export default function DevKitPage() {
  return (
    <Stack p="md" gap="md" data-testid="dev-kit">
      <Title order={2} size="h4">
        Interface kit
      </Title>
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        <DropdownSection />
        <EditorSection />
        <ChoiceSection />
        <OverlaySection />
      </SimpleGrid>
      <EInvoiceSection />
    </Stack>
  );
}
