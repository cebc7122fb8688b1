import type { ThemeConfig } from 'antd';

/** A deep gold that keeps white button text readable (contrast above 4.5:1). */
export const BRAND_COLOR = '#8a6d1d';

export const theme: ThemeConfig = {
  // antd's styles come from its prebuilt stylesheet (main.tsx), not generated in the browser:
  // generating them took the largest part of the shell's first render on a slow PC
  // (decision 042). The tokens below still reach the components as CSS variables.
  zeroRuntime: true,
  token: {
    colorPrimary: BRAND_COLOR,
    colorLink: BRAND_COLOR,
    borderRadius: 6,
  },
  components: {
    Layout: { headerBg: '#ffffff', siderBg: '#1f1a10', headerPadding: '0 16px' },
    Menu: {
      darkItemBg: '#1f1a10',
      darkSubMenuItemBg: '#17130b',
      darkItemSelectedBg: BRAND_COLOR,
    },
  },
};
