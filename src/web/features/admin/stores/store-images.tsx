import { css } from 'styled-system/css';
import { UPLOAD_MESSAGES } from '@/api/contact';
import { ADMIN_STORE_MESSAGES, MAX_STORE_IMAGES, STORE_IMAGE_TYPES, type StoreProfile } from '@/api/admin-stores';
import { UPLOAD_MAX_BYTES } from '@/domain/constants';
import { useSaveStoreSettings, useUploadStoreImage } from '../api/store-settings';
import { ImageManager, type ImageRules } from '../components/image-manager';

/** What POST admin/stores/{id}/images takes (its contract: JPEG, PNG, GIF, WebP or AVIF, at most 10 MB). */
const STORE_IMAGE_RULES: ImageRules = {
  types: STORE_IMAGE_TYPES,
  maxBytes: UPLOAD_MAX_BYTES,
  tooLarge: UPLOAD_MESSAGES.tooLarge,
  wrongType: UPLOAD_MESSAGES.typeNotAllowed,
  hint: `JPEG, PNG, GIF, WebP or AVIF, up to ${UPLOAD_MAX_BYTES / 1_048_576} MB.`,
};

/**
 * The store's images (part 1 §3 `thumbnail_image_url`, `image_urls`): the thumbnail on its tile in
 * the store finder, and the gallery of its store page, the first shown first. Uploaded through the
 * storage interface and saved at once, apart from the profile's Save.
 */
export function StoreImages({ storeId, profile }: { storeId: number; profile: StoreProfile }) {
  const upload = useUploadStoreImage(storeId);
  const save = useSaveStoreSettings(storeId);
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '5', pt: '2' })}>
      <ImageManager
        title="Thumbnail"
        subject={profile.name}
        images={profile.thumbnail_image_url ? [profile.thumbnail_image_url] : []}
        rules={STORE_IMAGE_RULES}
        addLabel={profile.thumbnail_image_url ? 'Replace thumbnail' : 'Add thumbnail'}
        onUpload={(file) => upload.mutateAsync({ file, use: 'thumbnail' })}
        onChange={(images) => save.mutateAsync({ patch: { profile: { thumbnail_image_url: images[0] ?? null } } })}
      />
      <ImageManager
        title="Gallery"
        subject={profile.name}
        images={profile.image_urls}
        rules={{ ...STORE_IMAGE_RULES, max: { count: MAX_STORE_IMAGES, message: ADMIN_STORE_MESSAGES.tooManyImages } }}
        ordered
        onUpload={(file) => upload.mutateAsync({ file, use: 'gallery' })}
        onChange={(images) => save.mutateAsync({ patch: { profile: { image_urls: images } } })}
      />
    </div>
  );
}
