import { Col, Divider, Row, Skeleton, Typography } from 'antd';
import { ImageUpload } from '../../../components/image-upload/image-upload';
import { PageCard } from '../../../components/page/page-card';
import { useRouteMeta } from '../../../routing/use-route-meta';
import { useShopSettings } from '../api/get-shop-settings';
import { useTokoLogo } from '../api/get-toko-logo';
import { ShopSettingsForm } from '../components/shop-settings-form';

/** Setting Toko: the shop's own data and its logo. */
export function SettingTokoPage() {
  const meta = useRouteMeta();
  const { data: shop, isLoading } = useShopSettings();
  const logo = useTokoLogo();
  return (
    <PageCard title={meta?.title ?? 'Setting Toko'}>
      {isLoading || !shop ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : (
        <Row gutter={[32, 24]}>
          <Col xs={24} lg={15} xl={14}>
            {/* A shop changed on the server (after a save) starts the form afresh. */}
            <ShopSettingsForm key={JSON.stringify(shop)} shop={shop} />
          </Col>
          <Col xs={24} lg={9} xl={10}>
            <Divider titlePlacement="start" style={{ marginTop: 0 }}>
              Logo Toko
            </Divider>
            <Typography.Paragraph type="secondary">
              Dicetak pada nota dan laporan. Gambar diperkecil otomatis sebelum diunggah.
            </Typography.Paragraph>
            {logo.isLoading ? (
              <Skeleton.Image active />
            ) : (
              <ImageUpload
                url={logo.data ?? shop.logo_url}
                uploadPath="toko/logo"
                name="Logo Toko"
                size={180}
                onChanged={() => void logo.refetch()}
              />
            )}
          </Col>
        </Row>
      )}
    </PageCard>
  );
}
