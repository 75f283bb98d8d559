import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Schemas } from '@gipfel/api';
import cmsFixture from '../../../../fixtures/shopware-responses/CmsPage.json';
import { CmsElementForm, CmsFormProvider } from './cms-element-form';

const block = cmsFixture.cmsPage.sections[0]!.blocks[0]! as unknown as Schemas['CmsBlock'];
const formSlot = (config: Record<string, unknown>) =>
  ({
    ...block.slots[0]!,
    type: 'form',
    config: Object.fromEntries(Object.entries(config).map(([name, value]) => [name, { source: 'static', value }])),
    translated: {},
    data: null,
  }) as unknown as Schemas['CmsSlot'];

const meta = {
  title: 'CMS/Elements/Form',
  component: CmsElementForm,
  args: { slot: formSlot({ type: 'contact' }), block },
} satisfies Meta<typeof CmsElementForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Without a host renderer: a link to the form's own page. */
export const ContactLink: Story = {};

export const RepairLink: Story = { args: { slot: formSlot({ type: 'contact', formKind: 'repair' }) } };

export const WarrantyLinkFrench: Story = { args: { slot: formSlot({ type: 'contact', formKind: 'warranty' }) }, globals: { locale: 'fr' } };

export const ReturnLinkEnglish: Story = { args: { slot: formSlot({ type: 'contact', formKind: 'return' }) }, globals: { locale: 'en' } };

/** With a host renderer (the storefront renders its service form here). */
export const HostRendered: Story = {
  args: { slot: formSlot({ type: 'contact', formKind: 'return', title: 'Rücksendung anmelden' }) },
  decorators: [
    (Story) => (
      <CmsFormProvider render={({ kind, title }) => <p>{`Host form: ${kind} (${title ?? '–'})`}</p>}>
        <Story />
      </CmsFormProvider>
    ),
  ],
};
