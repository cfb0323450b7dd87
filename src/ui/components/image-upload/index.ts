export { ImageUploadBox, IMAGE_PREVIEW_WIDTH, type ImageUploadBoxProps } from './ImageUploadBox';
