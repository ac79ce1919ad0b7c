import { Transform } from 'class-transformer';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import type { OrderListQuery } from '../order-list-query.js';

// a repeated parameter (?status=a&status=b) reads like a comma-separated one
const Joined = () => Transform(({ value }) => (Array.isArray(value) ? value.join(',') : value));
const TOO_LONG = 'Parâmetro de consulta longo demais.';
const TEXT = { message: 'Parâmetro de consulta deve ser um texto.' };

/** GET /api/orders query: shape only; parseOrderListQuery checks the meaning. */
export class ListOrdersQueryDto implements OrderListQuery {
  @IsOptional() @Joined() @IsString(TEXT) @MaxLength(10, { message: TOO_LONG }) limit?: string;
  @IsOptional() @Joined() @IsString(TEXT) @MaxLength(10, { message: TOO_LONG }) page?: string;
  @IsOptional() @Joined() @IsString(TEXT) @MaxLength(30, { message: TOO_LONG }) sort?: string;
  @IsOptional() @Joined() @IsString(TEXT) @MaxLength(300, { message: TOO_LONG }) status?: string;
  @IsOptional() @Joined() @IsString(TEXT) @MaxLength(100, { message: TOO_LONG }) payment_status?: string;
  @IsOptional() @Joined() @IsString(TEXT) @MaxLength(100, { message: TOO_LONG }) payment_method?: string;
  @IsOptional() @Joined() @IsString(TEXT) @MaxLength(20, { message: TOO_LONG }) period?: string;
  @IsOptional() @Joined() @IsString(TEXT) @MaxLength(30, { message: TOO_LONG }) start?: string;
  @IsOptional() @Joined() @IsString(TEXT) @MaxLength(30, { message: TOO_LONG }) end?: string;
  @IsOptional() @Joined() @IsString(TEXT) @MaxLength(40, { message: TOO_LONG }) customer_phone?: string;
  @IsOptional() @Joined() @IsString(TEXT) @MaxLength(10, { message: TOO_LONG }) mine?: string;
  @IsOptional() @Joined() @IsString(TEXT) @MaxLength(10, { message: TOO_LONG }) include_scheduled?: string;
  @IsOptional() @Joined() @IsString(TEXT) @MaxLength(200, { message: TOO_LONG }) search?: string;
  @IsOptional() @Joined() @IsString(TEXT) @MaxLength(200, { message: TOO_LONG }) neighborhood?: string;
}
