// The one Chakra system of the app: Chakra's defaults with the brand's solid colours darkened so white text on
// them reads at 4.5:1 or more (WCAG AA): orange 700 (#c2410c, 5.2:1) instead of 600 (#ea580c, 3.6:1), green 700
// (#15803d, 5.0:1) instead of 600 (3.3:1); a visible focus ring on text fields. Checked in the browser by tests/e2e/a11y.e2e.ts (axe-core).
// One primary button: a solid button is the brand's orange unless it names another palette (red for what destroys);
// outline and ghost buttons stay neutral. Links read as links: the brand's dark orange, underlined on hover.
import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';

const config = defineConfig({
  // a text field with the keyboard's focus shows a clear 2 px ring, not a faint border change
  globalCss: {
    'input:focus-visible, textarea:focus-visible, select:focus-visible, [contenteditable]:focus-visible': {
      outline: '2px solid {colors.orange.700}',
      outlineOffset: '1px',
    },
  },
  theme: {
    recipes: {
      button: { variants: { variant: { solid: { colorPalette: 'orange' } } } },
      link: { base: { colorPalette: 'orange' } },
    },
    semanticTokens: {
      colors: {
        orange: { solid: { value: { _light: '{colors.orange.700}', _dark: '{colors.orange.700}' } } },
        green: { solid: { value: { _light: '{colors.green.700}', _dark: '{colors.green.700}' } } },
      },
    },
  },
});

export const system = createSystem(defaultConfig, config);
