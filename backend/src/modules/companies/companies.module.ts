import { Module } from '@nestjs/common';
import { CompaniesController, PublicStatementsController } from './companies.controller.js';
import { CompaniesRepository } from './companies.repository.js';
import { CompaniesService } from './companies.service.js';
import { StatementsService } from './statements.service.js';

/** /api/companies and /api/statements: Conta Empresa (DECISIONS 10.4, 10.5). The order hooks are plain functions (company-tab.ts). */
@Module({
  controllers: [CompaniesController, PublicStatementsController],
  providers: [CompaniesRepository, CompaniesService, StatementsService],
  exports: [CompaniesRepository],
})
export class CompaniesModule {}
