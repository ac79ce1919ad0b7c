import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import PictureOutlined from '@ant-design/icons/PictureOutlined';
import UploadOutlined from '@ant-design/icons/UploadOutlined';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Radio from 'antd/es/radio';
import Select from 'antd/es/select';
import Switch from 'antd/es/switch';
import Upload, { type UploadFile } from 'antd/es/upload';
import { useEffect, useRef, useState } from 'react';
import type { ProductDto } from '@quentinha/shared/api/types';
import { inferSize, isDrink, SIZE_LABELS, SIZES } from '@quentinha/shared/catalog/sizes';
import { LIMITS } from '@quentinha/shared/validation/limits';
import {
  PRODUCT_MESSAGES,
  validateMaxItemsPerQuentinha,
  validateProductCost,
  validateProductDescription,
  validateProductName,
  validateProductPrice,
} from '@quentinha/shared/validation/product';
import { useToast } from '@/components/feedback/toast';
import type { CrudPage } from '@/components/admin/use-crud-page';
import { FormDialog, validValues } from '@/components/form/form-dialog';
import { MoneyInput } from '@/components/form/money-input';
import { ruleFrom } from '@/components/form/rule-from';
import { assetUrl } from '@/config/env';
import type { ProductSave, SaveProductResult } from './api';
import {
  categoryOptions,
  emptyProductForm,
  nextFreeSize,
  productFormOf,
  sellsInSizes,
  toProductPayload,
  type ProductFormValues,
  type SizeRow,
} from './product-form';
import { NumberField } from '@/components/form/number-field';
import { isValidStock, STOCK_MAX, STOCK_MESSAGES } from '@quentinha/shared/catalog/stock';
import { CompositionRows } from './composition-rows';
import { ExtrasRows } from './extras-rows';
import './product-form.css';

/** 'Adicionar Produto' / 'Editar Produto' (SPEC section 5 'Product form'), with the product's sizes. */
export function ProductFormDialog({ crud }: { crud: CrudPage<ProductDto, ProductSave, SaveProductResult> }) {
  const open = !!crud.editing;
  const product = crud.editing?.item ?? null;
  const [form] = Form.useForm<ProductFormValues>();
  const [image, setImage] = useState<UploadFile[]>([]);
  const sizesEdited = useRef(false);
  const toast = useToast();
  const editing = !!product;
  const category = Form.useWatch('category', form) as string | undefined;
  const rows = Form.useWatch('sizes', form) as SizeRow[] | undefined;
  const inSizes = sellsInSizes(category);
  // the category choice is offered on create, or on edit when the product is not a drink
  const showCategory = !editing || !isDrink(product?.category);

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(product ? productFormOf(product) : emptyProductForm());
    setImage([]);
    sizesEdited.current = false;
  }, [open, product, form]);

  // a new product's first size follows its name ('Quentinha Grande' is grande) until it is picked
  // (setFieldValue marks a field touched, so the person's own change is noted here instead)
  const onValuesChange = (changed: Partial<ProductFormValues>, all: ProductFormValues) => {
    if ('sizes' in changed) sizesEdited.current = true;
    if (editing || sizesEdited.current || !('name' in changed || 'category' in changed)) return;
    form.setFieldValue(['sizes', 0, 'name'], inferSize(all.name, all.category));
  };

  const submit = async () => {
    if (!(await validValues(form))) return; // the messages are under the fields
    // every field, including the ones not shown for this category
    const values = form.getFieldsValue(true) as ProductFormValues;
    const file = image[0]?.originFileObj ?? null;
    crud.save.mutate(
      { id: product?.id, payload: { fields: toProductPayload(values), image: file } },
      {
        onSuccess: ({ imageError }) => {
          if (imageError) toast.error(PRODUCT_MESSAGES.imageUploadFailed + imageError);
          else toast.success(crud.texts.saved);
          crud.closeEditor();
        },
      },
    );
  };

  const currentImage = assetUrl(product?.image_url);

  return (
    <FormDialog
      open={open}
      title={editing ? 'Editar Produto' : 'Adicionar Produto'}
      saving={crud.save.isPending}
      onSave={submit}
      onClose={crud.closeEditor}
      className="sheet-dialog"
    >
      <Form
        form={form}
        name="product"
        layout="vertical"
        onValuesChange={onValuesChange}
        initialValues={emptyProductForm()}
      >
        <Form.Item name="name" label="Nome do Produto" rules={[ruleFrom(validateProductName)]}>
          <Input maxLength={LIMITS.text.name} autoComplete="off" />
        </Form.Item>
        <Form.Item name="description" label="Descrição" rules={[ruleFrom(validateProductDescription)]}>
          <Input.TextArea rows={2} maxLength={LIMITS.text.description} />
        </Form.Item>
        <Form.Item name="category" label="Categoria" hidden={!showCategory}>
          <Radio.Group optionType="button" buttonStyle="solid" options={categoryOptions(product?.category)} />
        </Form.Item>

        <Form.List name="sizes">
          {(fields, { add, remove }) => (
            <fieldset className="admin-sizes">
              {inSizes && <legend className="admin-sizes__legend">Tamanhos e preços</legend>}
              {fields.map((field, index) => {
                // outside quentinhas only the first (list) price is sold: the others stay as they are
                if (!inSizes && index > 0) return null;
                const takenByOthers = new Set(rows?.filter((_, i) => i !== index).map((r) => r?.name));
                const label = rows?.[index]?.name ? SIZE_LABELS[rows[index].name] : '';
                return (
                  <div key={field.key} className="admin-sizes__size">
                    <div className={inSizes ? 'admin-sizes__row' : 'admin-sizes__row admin-sizes__row--single'}>
                      <Form.Item name={[field.name, 'name']} label="Tamanho" hidden={!inSizes}>
                        <Select
                          options={SIZES.map((s) => ({
                            value: s,
                            label: SIZE_LABELS[s],
                            disabled: takenByOthers.has(s),
                          }))}
                        />
                      </Form.Item>
                      <Form.Item
                        name={[field.name, 'price']}
                        label={inSizes ? `Preço ${label}`.trim() : 'Preço'}
                        rules={[ruleFrom(validateProductPrice)]}
                      >
                        <MoneyInput />
                      </Form.Item>
                      <Form.Item
                        name={[field.name, 'cost']}
                        label={inSizes ? `Custo ${label}`.trim() : 'Custo'}
                        rules={[ruleFrom(validateProductCost)]}
                      >
                        <MoneyInput />
                      </Form.Item>
                      {inSizes && (
                        <Button
                          className="admin-sizes__remove"
                          type="text"
                          danger
                          icon={<DeleteOutlined aria-hidden />}
                          aria-label={`Remover tamanho ${label}`.trim()}
                          disabled={fields.length === 1}
                          onClick={() => remove(field.name)}
                        />
                      )}
                    </div>
                    {inSizes && <CompositionRows sizeField={field.name} sizeLabel={label} />}
                  </div>
                );
              })}
              {inSizes && (
                <Button
                  type="dashed"
                  icon={<PlusOutlined aria-hidden />}
                  block
                  disabled={!nextFreeSize(rows)}
                  onClick={() => add({ name: nextFreeSize(rows), price: null, cost: null })}
                >
                  Adicionar tamanho
                </Button>
              )}
            </fieldset>
          )}
        </Form.List>

        {inSizes && (
          <Form.Item
            name="max_items_per_quentinha"
            label="Itens por Quentinha"
            extra={`Quantos pratos o cliente escolhe (${LIMITS.maxItemsPerQuentinha.min} a ${LIMITS.maxItemsPerQuentinha.max}).`}
            rules={[ruleFrom(validateMaxItemsPerQuentinha)]}
          >
            <NumberField<number>
              min={LIMITS.maxItemsPerQuentinha.min}
              max={LIMITS.maxItemsPerQuentinha.max}
              step={1}
              precision={0}
              style={{ width: '100%' }}
            />
          </Form.Item>
        )}

        {inSizes ? (
          <ExtrasRows />
        ) : (
          <Form.Item
            name="stock"
            label="Estoque"
            extra="Unidades à venda; vazio: não controlado. Zero mostra 'Esgotado' na loja."
            rules={[ruleFrom((v) => (isValidStock(v ?? null) ? null : STOCK_MESSAGES.invalid))]}
          >
            <NumberField<number> min={0} max={STOCK_MAX} step={1} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        )}

        <Form.Item
          label="Imagem"
          extra={editing && currentImage ? 'Escolha outra para substituir a atual.' : undefined}
        >
          {editing && currentImage && image.length === 0 && (
            <img className="admin-product-thumb admin-product-thumb--large" src={currentImage} alt={product?.name} />
          )}
          <Upload
            accept="image/*"
            maxCount={1}
            listType="picture"
            fileList={image}
            beforeUpload={() => false}
            // the chosen file's icon only decorates its name (antd would name it 'picture')
            iconRender={() => <PictureOutlined aria-hidden />}
            onChange={({ fileList }) => setImage(fileList.slice(-1))}
          >
            <Button icon={<UploadOutlined aria-hidden />}>Escolher imagem</Button>
          </Upload>
        </Form.Item>
        <Form.Item name="active" label="Ativo" valuePropName="checked">
          <Switch />
        </Form.Item>
      </Form>
    </FormDialog>
  );
}
