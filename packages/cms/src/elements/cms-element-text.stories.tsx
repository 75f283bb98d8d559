import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Schemas } from '@gipfel/api';
import { LinkProvider, type AppLinkProps } from '@gipfel/ui';
import cmsFixture from '../../../../fixtures/shopware-responses/CmsPage.json';
import { CmsElementText } from './cms-element-text';

const block = cmsFixture.cmsPage.sections[0]!.blocks[0]! as unknown as Schemas['CmsBlock'];
const slot = block.slots.find((candidate) => candidate.type === 'text')!;

const meta = {
  title: 'CMS/Elements/Text',
  component: CmsElementText,
  args: { slot, block },
} satisfies Meta<typeof CmsElementText>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FromShopware: Story = {};

export const UnsafeMarkupRemoved: Story = {
  args: {
    slot: {
      ...slot,
      data: { content: '<p>Visible <strong>text</strong><script>alert(1)</script> <a href="javascript:alert(1)">link without href</a></p>' },
    } as Schemas['CmsSlot'],
  },
};

function StoryLink({ href, children }: AppLinkProps) {
  return <a href={href}>{children}</a>;
}

/** With the host's allowlist (`www.instagram.com`): a link elsewhere is text, its overlay style gone (a link styled as a full-page overlay). */
export const LinksOutsideTheAllowlist: Story = {
  decorators: [
    (Story) => (
      <LinkProvider component={StoryLink} externalHosts={['www.instagram.com']}>
        <Story />
      </LinkProvider>
    ),
  ],
  args: {
    slot: {
      ...slot,
      data: {
        content:
          '<p><a href="https://evil.example" style="position:fixed;inset:0;z-index:2147483647;background:#fff">Session expired…</a></p>' +
          '<p style="color:#8a1c1c;text-align:center">Follow us on <a href="https://www.instagram.com/">Instagram</a>.</p>',
      },
    } as Schemas['CmsSlot'],
  },
};
