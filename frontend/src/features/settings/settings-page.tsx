import PictureOutlined from '@ant-design/icons/PictureOutlined';
import UploadOutlined from '@ant-design/icons/UploadOutlined';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Spin from 'antd/es/spin';
import Upload from 'antd/es/upload';
import { useEffect, useState } from 'react';
import { useToast } from '@/components/feedback/toast';
import { assetUrl } from '@/config/env';
import { CostingSettingsCard } from '@/components/costing/costing-settings-card';
import { useBanner, useUploadBanner } from './api';
import './settings.css';

const BANNER_MESSAGES = {
  none: 'Nenhum banner configurado ainda.',
  noFile: 'Selecione uma imagem para enviar',
  uploaded: 'Banner atualizado com sucesso',
} as const;

interface Picked {
  file: File;
  /** object URL of the preview, revoked when replaced or on leaving */
  url: string;
}

/** 'Configurações': the home banner (SPEC section 2) and the costs of the ficha técnica (issue 31). */
export default function SettingsPage() {
  return (
    <section className="page page--narrow settings">
      <h1 className="page__title">Configurações</h1>
      <BannerSettings />
      <CostingSettingsCard />
    </section>
  );
}

function BannerSettings() {
  const banner = useBanner();
  const upload = useUploadBanner();
  const toast = useToast();
  const [picked, setPicked] = useState<Picked | null>(null);
  const current = assetUrl(banner.data?.banner_url);

  useEffect(() => () => (picked ? URL.revokeObjectURL(picked.url) : undefined), [picked]);

  const choose = (file: File) => {
    if (!file.type.startsWith('image/')) {
      toast.warning(BANNER_MESSAGES.noFile);
      return Upload.LIST_IGNORE;
    }
    setPicked({ file, url: URL.createObjectURL(file) });
    return false; // kept here until 'Enviar Banner'
  };

  const send = () => {
    if (!picked) {
      toast.warning(BANNER_MESSAGES.noFile);
      return;
    }
    upload.mutate(picked.file, {
      onSuccess: () => {
        setPicked(null);
        toast.success(BANNER_MESSAGES.uploaded);
      },
    });
  };

  return (
    <Card title="Banner da Home" className="banner-settings">
      <div className="banner-settings__current">
        {banner.isPending ? (
          <Spin />
        ) : current ? (
          <img src={current} alt="Banner atual da Home" className="banner-settings__image" />
        ) : (
          <p className="banner-settings__none">{BANNER_MESSAGES.none}</p>
        )}
      </div>

      <div className="banner-settings__picker">
        <Upload accept="image/*" maxCount={1} showUploadList={false} beforeUpload={choose} disabled={upload.isPending}>
          <Button icon={<PictureOutlined aria-hidden />}>{picked ? 'Trocar imagem' : 'Escolher imagem'}</Button>
        </Upload>
        <span className="banner-settings__file">{picked ? picked.file.name : BANNER_MESSAGES.noFile}</span>
      </div>
      <p className="banner-settings__hint">Use uma imagem larga (paisagem): ela aparece no topo da página inicial.</p>

      {picked && (
        <figure className="banner-settings__preview">
          <figcaption>Pré-visualização:</figcaption>
          <img src={picked.url} alt="Pré-visualização do novo banner" className="banner-settings__image" />
        </figure>
      )}

      <Button
        type="primary"
        size="large"
        icon={<UploadOutlined aria-hidden />}
        className="banner-settings__send"
        disabled={!picked || upload.isPending}
        onClick={send}
      >
        {upload.isPending ? 'Enviando...' : 'Enviar Banner'}
      </Button>
    </Card>
  );
}
