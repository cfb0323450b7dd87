// The one Chakra system of the app: Chakra's defaults with the brand's solid colours darkened so white text on
// them reads at 4.5:1 or more (WCAG AA): orange 700 (#c2410c, 5.2:1) instead of 600 (#ea580c, 3.6:1), green 700
// (#15803d, 5.0:1) instead of 600 (3.3:1). Checked in the browser by tests/e2e/a11y.e2e.ts (axe-core).
import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';

const config = defineConfig({
  theme: {
    semanticTokens: {
      colors: {
        orange: { solid: { value: { _light: '{colors.orange.700}', _dark: '{colors.orange.700}' } } },
        green: { solid: { value: { _light: '{colors.green.700}', _dark: '{colors.green.700}' } } },
      },
    },
  },
});

export const system = createSystem(defaultConfig, config);
