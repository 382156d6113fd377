/* global process, console */
// Exits 0 when the named service answers a real request of its protocol (not merely an open port), else 1.
// Used by services-up.sh: `node scripts/service-answers.mjs ferretdb|kafka`.
import { Kafka, logLevel } from 'kafkajs';
import { MongoClient } from 'mongodb';

const service = process.argv[2];

async function ferretdbAnswers() {
  const client = new MongoClient(process.env.MONGODB_URL ?? 'mongodb://127.0.0.1:27017/', { serverSelectionTimeoutMS: 2_000 });
  try {
    await client.connect();
    await client.db('admin').command({ ping: 1 });
  } finally {
    await client.close();
  }
}

async function kafkaAnswers() {
  const kafka = new Kafka({
    brokers: (process.env.KAFKA_BROKERS ?? '127.0.0.1:9092').split(','),
    logLevel: logLevel.NOTHING,
    connectionTimeout: 2_000,
    retry: { retries: 0 },
  });
  const admin = kafka.admin();
  try {
    await admin.connect();
    // The broker answers metadata requests only once its controller has elected itself: then topics can be created.
    await admin.createTopics({ topics: [{ topic: 'pathwise.services-check', numPartitions: 1 }], waitForLeaders: true, timeout: 5_000 });
    await admin.fetchTopicMetadata({ topics: ['pathwise.services-check'] });
  } finally {
    await admin.disconnect();
  }
}

const checks = { ferretdb: ferretdbAnswers, kafka: kafkaAnswers };
if (!(service in checks)) {
  console.error(`usage: node scripts/service-answers.mjs ${Object.keys(checks).join('|')}`);
  process.exit(2);
}
checks[service]().then(
  () => process.exit(0),
  () => process.exit(1),
);
