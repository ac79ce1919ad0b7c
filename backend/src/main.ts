import { ConfigError, loadConfig } from './config/config.js';
import { createApp } from './app.factory.js';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Configuração inválida: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
  const app = await createApp(config);
  await app.listen({ port: config.port, host: config.host });
  console.log(`Quentinha no ar: http://localhost:${config.port} (API em /api, documentação em /api/docs)`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
