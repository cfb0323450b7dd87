// Banner and logo editors (shared widget): see ImageEditor.tsx for the contract.
export { BannerEditor, LogoEditor, type ImageEditorProps } from './ImageEditor';
export { BannerEditorDialog, LogoEditorDialog, type EditorDialogProps } from './EditorDialogs';
export {
  BANNER_WIDTH, LOGO_SIZE, PREVIEW_WIDTH, ROTATE_MAX, ROTATE_MIN, SCALE_MAX, SCALE_MIN, bannerHeight, clampRotate, clampScale, placement, transformReducer,
  type Transform,
} from './geometry';
