import type { Meta, StoryObj } from '@storybook/react-vite';
import { FieldError, fieldErrorId } from './field-error';

const meta = {
  title: 'Forms/FieldError',
  component: FieldError,
  args: { fieldId: 'postcode', error: { key: 'validation.between', params: { min: 1000, max: 9658 } } },
  render: (args) => (
    <div>
      <label htmlFor={args.fieldId}>PLZ</label>
      <input id={args.fieldId} aria-invalid aria-describedby={fieldErrorId(args.fieldId)} defaultValue="99999" />
      <FieldError {...args} />
    </div>
  ),
} satisfies Meta<typeof FieldError>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithParams: Story = {};
export const ServerViolation: Story = { args: { error: { key: 'violation.postalCodeFormat' } } };
