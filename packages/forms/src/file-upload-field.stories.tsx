import type { Meta, StoryObj } from '@storybook/react-vite';
import { FileUploadField } from './file-upload-field';

const meta = {
  title: 'Forms/FileUploadField',
  component: FileUploadField,
  args: { name: 'photo', label: 'Foto des Defekts', accept: ['image/jpeg', 'image/png', 'image/webp'], typeNames: ['JPG', 'PNG', 'WebP'], maxMB: 5 },
} satisfies Meta<typeof FileUploadField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const TooLarge: Story = { args: { error: { key: 'validation.fileSize', params: { maxMB: 5 } }, chooseAgain: true } };

export const WrongType: Story = { args: { error: { key: 'validation.fileType', params: { types: 'JPG, PNG, WebP' } }, chooseAgain: true } };

export const French: Story = { args: { label: 'Photo du défaut', error: { key: 'validation.fileSize', params: { maxMB: 5 } }, chooseAgain: true }, globals: { locale: 'fr' } };

export const English: Story = { args: { label: 'Photo of the defect' }, globals: { locale: 'en' } };
