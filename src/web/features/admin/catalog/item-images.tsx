import { ADMIN_CATALOG_MESSAGES, ITEM_IMAGE_TYPES, type AdminItem } from '@/api/admin-catalog';
import { MAX_ITEM_IMAGES, PRODUCT_IMAGE_MAX_BYTES } from '@/domain/catalog-edits';
import { usePatchItem, useUploadItemImage } from '../api/catalog-items';
import { ImageManager, type ImageRules } from '../components/image-manager';

/** What POST admin/items/{id}/images takes (its contract: JPEG, PNG, WebP or GIF, at most 5 MB). */
const ITEM_IMAGE_RULES: ImageRules = {
  types: ITEM_IMAGE_TYPES,
  maxBytes: PRODUCT_IMAGE_MAX_BYTES,
  tooLarge: ADMIN_CATALOG_MESSAGES.imageTooLarge,
  wrongType: ADMIN_CATALOG_MESSAGES.imageType,
  hint: `JPEG, PNG, WebP or GIF, up to ${PRODUCT_IMAGE_MAX_BYTES / 1_048_576} MB. The first is the main image shoppers see.`,
  max: { count: MAX_ITEM_IMAGES, message: ADMIN_CATALOG_MESSAGES.tooManyImages },
};

/**
 * The item's images (part 1 §3 `image_urls`, the first shown on its tile): uploaded through the
 * storage interface, removed or made the main one by a PATCH of the list, each saved at once.
 */
export function ItemImages({ storeId, item }: { storeId: number; item: AdminItem }) {
  const upload = useUploadItemImage(storeId, item.id);
  const patch = usePatchItem(storeId, item.id);
  return (
    <ImageManager
      title="Images"
      subject={item.name}
      images={item.images}
      rules={ITEM_IMAGE_RULES}
      ordered
      onUpload={(file) => upload.mutateAsync(file)}
      onChange={(images) => patch.mutateAsync({ images })}
    />
  );
}
