// Storybook preview: defines the elements once and installs the story-only API stand-in.
import type { Preview } from '@storybook/react-vite'
import './mockApi.ts'
import '../elements/index.ts'

const preview: Preview = {
  parameters: {
    layout: 'padded',
    backgrounds: { options: { canvas: { name: 'Canvas', value: '#f5f7fa' } } },
  },
  initialGlobals: { backgrounds: { value: 'canvas' } },
}

export default preview
