import { Body, Controller, Delete, Get, Header, Headers, HttpCode, Param, Post, Put, Query, Res } from '@nestjs/common';
import { ApiCookieAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type {
  CompanyDto,
  CompanyEntryDto,
  CompanyMemberDto,
  CompanyTabOptionDto,
  PublicStatementDto,
  StatementDetailDto,
  StatementDto,
} from '@quentinha/shared/companies/types';
import type { FastifyReply } from 'fastify';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { CurrentUser, Public, Roles } from '../../common/auth/decorators.js';
import { IdParam } from '../../common/http/id-param.js';
import { CompaniesService } from './companies.service.js';
import {
  CompanyBodyDto,
  EntriesQueryDto,
  MemberBodyDto,
  MemberUpdateDto,
  PaymentBodyDto,
} from './dto/companies.dto.js';
import { StatementsService } from './statements.service.js';

/** 'Empresas' (DECISIONS 10.5): the owner's companies on a monthly tab. */
@ApiTags('companies')
@ApiCookieAuth()
@Roles('admin')
@Controller('companies')
export class CompaniesController {
  constructor(
    private readonly companies: CompaniesService,
    private readonly statements: StatementsService,
  ) {}

  /** Every company with its balance owed, what is available, 'em aberto há N dias' and last payment. */
  @Get()
  list(): Promise<CompanyDto[]> {
    return this.companies.list();
  }

  /** 'Adicionar Pedido': the companies a team member may put an order on, with what is left and the active members. */
  @Roles('admin', 'staff')
  @Get('tab-options')
  tabOptions(): Promise<CompanyTabOptionDto[]> {
    return this.companies.tabOptions();
  }

  @Post()
  @HttpCode(201)
  create(@Body() dto: CompanyBodyDto): Promise<CompanyDto> {
    return this.companies.create(dto);
  }

  @Get(':id')
  get(@IdParam('Empresa', 'f') id: string): Promise<CompanyDto> {
    return this.companies.get(id);
  }

  /** The whole record; status 'blocked' is 'Bloquear'. */
  @Put(':id')
  update(@IdParam('Empresa', 'f') id: string, @Body() dto: CompanyBodyDto): Promise<CompanyDto> {
    return this.companies.update(id, dto);
  }

  /** Only a company without entries; otherwise 409 (block it instead). */
  @Delete(':id')
  @HttpCode(204)
  async remove(@IdParam('Empresa', 'f') id: string): Promise<void> {
    await this.companies.remove(id);
  }

  /** 409 when the number is already a member of this company. */
  @Post(':id/members')
  @HttpCode(201)
  addMember(@IdParam('Empresa', 'f') id: string, @Body() dto: MemberBodyDto): Promise<CompanyMemberDto> {
    return this.companies.addMember(id, dto);
  }

  @Put(':id/members/:memberId')
  updateMember(
    @IdParam('Empresa', 'f') id: string,
    @IdParam('Funcionário', 'm', 'memberId') memberId: string,
    @Body() dto: MemberUpdateDto,
  ): Promise<CompanyMemberDto> {
    return this.companies.updateMember(id, memberId, dto);
  }

  /** Only a member without entries; otherwise 409 (deactivate instead). */
  @Delete(':id/members/:memberId')
  @HttpCode(204)
  async removeMember(
    @IdParam('Empresa', 'f') id: string,
    @IdParam('Funcionário', 'm', 'memberId') memberId: string,
  ): Promise<void> {
    await this.companies.removeMember(id, memberId);
  }

  /** 'Registrar Pagamento'. An Idempotency-Key makes a retry answer the same entry and write nothing. */
  @Post(':id/payments')
  @HttpCode(201)
  async pay(
    @IdParam('Empresa', 'f') id: string,
    @Body() dto: PaymentBodyDto,
    @CurrentUser() user: AuthUser,
    @Headers('idempotency-key') idempotencyKey: string | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<CompanyEntryDto> {
    const { entry, replayed } = await this.companies.pay(id, dto, user, idempotencyKey);
    reply.header('idempotent-replayed', String(replayed));
    return entry;
  }

  /** 'Extrato': the ledger, oldest first; balance = sum of amount. */
  @Get(':id/entries')
  entries(@IdParam('Empresa', 'f') id: string, @Query() query: EntriesQueryDto): Promise<CompanyEntryDto[]> {
    return this.companies.entries(id, query);
  }

  /** 'Fechar Período': closes the open period now and freezes its figures. */
  @Post(':id/statements')
  @HttpCode(201)
  close(@IdParam('Empresa', 'f') id: string, @CurrentUser() user: AuthUser): Promise<StatementDto> {
    return this.statements.close(id, user);
  }

  /** 'Faturas', newest first, each 'due' or 'paid' (payments settle the oldest first). */
  @Get(':id/statements')
  statementsOf(@IdParam('Empresa', 'f') id: string): Promise<StatementDto[]> {
    return this.statements.list(id);
  }

  @Get(':id/statements/:statementId')
  statement(
    @IdParam('Empresa', 'f') id: string,
    @IdParam('Extrato', 'm', 'statementId') statementId: string,
  ): Promise<StatementDetailDto> {
    return this.statements.detail(id, statementId);
  }

  /** For the accountant: ';' separated, decimal comma, totals equal to the entries. */
  @Get(':id/statements/:statementId/csv')
  @Header('content-type', 'text/csv; charset=utf-8')
  @ApiOkResponse({
    description: 'extrato-{vencimento}.csv: separado por ponto e vírgula, com BOM',
    content: { 'text/csv': { schema: { type: 'string', format: 'binary' } } },
  })
  async csv(
    @IdParam('Empresa', 'f') id: string,
    @IdParam('Extrato', 'm', 'statementId') statementId: string,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<string> {
    const { filename, body } = await this.statements.csv(id, statementId);
    reply.header('content-disposition', `attachment; filename="${filename}"`);
    return body;
  }
}

/** The statement page a company's contact opens by link, without signing in. */
@ApiTags('companies')
@Controller('statements')
export class PublicStatementsController {
  constructor(private readonly statements: StatementsService) {}

  @Public()
  @Get(':token')
  get(@Param('token') token: string): Promise<PublicStatementDto> {
    return this.statements.publicView(token);
  }
}
